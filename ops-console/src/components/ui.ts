import s from './console.module.css';

/** The console's class names, combined once here (the stylesheet has no `composes`). */
export const cx = {
  button: s.button,
  secondary: `${s.button} ${s.secondary}`,
  danger: `${s.button} ${s.danger}`,
  tool: s.tool,
  tab: `${s.tool} ${s.tab}`,
  form: s.form,
  loginCard: `${s.form} ${s.loginCard}`,
  panel: `${s.form} ${s.panel}`,
  status: s.status,
  statusError: `${s.status} ${s.statusError}`,
};
export { s };

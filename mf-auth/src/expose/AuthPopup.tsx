import { useTranslation } from 'react-i18next';
import { remoteLifecycles, type AuthView } from '@site/shared';
import '../i18n';

/** The auth forms inside the shell's popup frame (built out with the auth issue). */
export default function AuthPopup({ view }: { view: AuthView; onClose?: () => void; onSwitch?: (v: AuthView) => void }) {
  const { t } = useTranslation('common');
  return <div style={{ padding: 24 }} data-testid={`auth-${view}`}>{t(view === 'register' ? 'register' : 'login')}</div>;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(AuthPopup);

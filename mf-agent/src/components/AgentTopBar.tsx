import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from '../pages/agent.module.css';

/** The agent pages' own top bar: the shell hides its header on /m/agent and below (product-rules 2.9). */
export function AgentTopBar({ title, back }: { title: string; back: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <div className={styles.topBar} data-testid="agent-top-bar">
      <button type="button" className={styles.back} onClick={() => navigate(back)} aria-label={t('common:back')}>
        ‹
      </button>
      <h1>{title}</h1>
      <span />
    </div>
  );
}

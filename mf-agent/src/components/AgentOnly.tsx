import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, isAgentSession, useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from '../pages/agent.module.css';

/**
 * An agent page's content for an agent; a guest is asked to log in on the agent side (product-rules 6.5: a non-agent is
 * refused there), another member sent to invite friends.
 */
export function AgentOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  if (!session)
    return (
      <div className={styles.panel}>
        <p>{t('home.login_first')}</p>
        <button
          type="button"
          className={styles.primary}
          onClick={() => bus.emit('auth:open', { view: 'login', side: 'agent' })}
          data-testid="agent-login"
        >
          {t('common:login')}
        </button>
      </div>
    );
  if (!isAgentSession(session))
    return (
      <div className={styles.panel} data-testid="agent-not-agent">
        <p>{t('home.not_agent')}</p>
        <button type="button" className={styles.primary} onClick={() => navigate('/m/inviteFriends')}>
          {t('home.invite_friends')}
        </button>
      </div>
    );
  return <>{children}</>;
}

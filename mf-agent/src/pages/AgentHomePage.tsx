import { useLocation, useNavigate } from 'react-router-dom';
import { bus, headerKind, isAgentSession, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from './agent.module.css';

/**
 * AgentHome (product-rules 2). The shell hides its header and footer on /m/agent, so the page has its own top bar there; on
 * the contract routes (under /m/member) the shell's header shows with the route's title, and the page draws none.
 */
export function AgentHomePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession((s) => s.session);
  const inviteUrl = session ? `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(session.userName)}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteUrl);
      toast.show(t('common:copied'), 'success', TOAST_MS.success);
    } catch {
      toast.show(inviteUrl, 'info', TOAST_MS.long);
    }
  };

  return (
    <section className={styles.page} data-screen="agent_home">
      {headerKind(pathname) === 'none' ? (
        <div className={styles.topBar} data-testid="agent-top-bar">
          <button type="button" className={styles.back} onClick={() => navigate('/m/home')} aria-label={t('common:back')}>
            ‹
          </button>
          <h1>{t('home.title')}</h1>
          <span />
        </div>
      ) : null}
      <div className={styles.hero}>
        <div className={styles.heroArt} aria-hidden="true">
          <svg viewBox="0 0 120 80" width="120" height="80">
            <circle cx="60" cy="26" r="14" fill="rgba(255,255,255,.9)" />
            <circle cx="26" cy="40" r="10" fill="rgba(255,255,255,.6)" />
            <circle cx="94" cy="40" r="10" fill="rgba(255,255,255,.6)" />
            <path
              d="M36 76c2-16 12-24 24-24s22 8 24 24zM8 76c1-10 7-16 18-16 5 0 9 1 12 4M112 76c-1-10-7-16-18-16-5 0-9 1-12 4"
              fill="rgba(255,255,255,.85)"
            />
          </svg>
        </div>
        <h2>{t('home.headline')}</h2>
        <p>{t('home.pitch')}</p>
      </div>
      {!session ? (
        <div className={styles.panel}>
          <p>{t('home.login_first')}</p>
          <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'login' })}>
            {t('common:login')}
          </button>
        </div>
      ) : !isAgentSession(session) ? (
        <div className={styles.panel}>
          <p>{t('home.not_agent')}</p>
          <button type="button" className={styles.primary} onClick={() => navigate('/m/inviteFriends')}>
            {t('home.invite_friends')}
          </button>
        </div>
      ) : (
        <div className={styles.panel} data-testid="agent-panel">
          <span className={styles.caption}>{t('home.code')}</span>
          <strong className={styles.code}>{session.userName}</strong>
          <span className={styles.caption}>{t('home.link')}</span>
          <div className={styles.linkRow}>
            <input readOnly value={inviteUrl} aria-label={t('home.link')} />
            <button type="button" className={styles.primarySmall} onClick={copy}>
              {t('home.copy')}
            </button>
          </div>
          <ul className={styles.steps}>
            {(['step1', 'step2', 'step3'] as const).map((step, i) => (
              <li key={step}>
                <span>{i + 1}</span>
                {t(`home.${step}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
import { bus, isRealMember, useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { LockIcon } from './icons';
import { TrialNotice } from './TrialNotice';
import ui from './ui.module.css';

/**
 * product-rules 6: guests opening a member route get the login popup; a trial member is told in place of the screen that
 * it needs a real account (free_reject), with the way to one. allowTrial lets a trial member through (the member
 * centre itself, which shows what a trial account can do).
 */
export function MemberGuard({ children, allowTrial = false }: { children: ReactNode; allowTrial?: boolean }) {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const refused = !!session && !allowTrial && !isRealMember(session);

  useEffect(() => {
    if (!session) bus.emit('auth:open', { view: 'login' });
  }, [session]);

  if (session && !refused) return <>{children}</>;
  if (session) return <TrialNotice variant="screen" />;
  return (
    <div className={ui.gate} data-testid="member-login-needed">
      <LockIcon size={40} />
      <p>{t('guard.login_needed')}</p>
      <button type="button" className={ui.primaryButton} onClick={() => bus.emit('auth:open', { view: 'login' })}>
        {t('common:login')}
      </button>
    </div>
  );
}

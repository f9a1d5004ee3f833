import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, isRealMember, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { LockIcon } from './icons';
import ui from './ui.module.css';

/**
 * spec 6: guests opening a member route get the login popup; trial members get free_reject (2 s) on deposit
 * and member features. allowTrial lets a trial member through (the member centre itself).
 */
export function MemberGuard({ children, allowTrial = false }: { children: ReactNode; allowTrial?: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const refused = !!session && !allowTrial && !isRealMember(session);

  useEffect(() => {
    if (!session) bus.emit('auth:open', { view: 'login' });
    else if (refused) toast.show(t('common:free_reject'), 'error', TOAST_MS.freeReject);
  }, [session, refused, t]);

  if (session && !refused) return <>{children}</>;
  return (
    <div className={ui.gate} data-testid={session ? 'member-free-reject' : 'member-login-needed'}>
      <LockIcon size={40} />
      <p>{session ? t('common:free_reject') : t('guard.login_needed')}</p>
      {session ? (
        <button type="button" className={ui.secondaryButton} onClick={() => navigate('/m/home')}>
          {t('guard.home')}
        </button>
      ) : (
        <button type="button" className={ui.primaryButton} onClick={() => bus.emit('auth:open', { view: 'login' })}>
          {t('common:login')}
        </button>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { bus, remoteLifecycles, useSession } from '@site/shared';
import '../i18n';

/** spec 2 member bar: nickname or account, or login and register buttons for guests. */
export default function MemberBar() {
  const { t } = useTranslation('common');
  const session = useSession((s) => s.session);
  if (session) return <div data-testid="member-bar">{session.userName}</div>;
  return (
    <div data-testid="member-bar">
      <button type="button" onClick={() => bus.emit('auth:open', { view: 'login' })}>{t('login')}</button>
      <button type="button" onClick={() => bus.emit('auth:open', { view: 'register' })}>{t('register')}</button>
    </div>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(MemberBar);

import { remoteLifecycles, useSession } from '@site/shared';
import '../i18n';

/** spec 2 balance widget (built out with the member issue). */
export default function BalanceWidget() {
  const session = useSession((s) => s.session);
  return session ? <div data-testid="balance-widget">***</div> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(BalanceWidget);

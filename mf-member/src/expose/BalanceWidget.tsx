import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { Balance } from '../components/Balance';

/** product-rules 2 balance widget, exposed for the shell and other hosts (guests see nothing). */
export default function BalanceWidget({ compact = false }: { compact?: boolean }) {
  return <Balance compact={compact} />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(BalanceWidget);

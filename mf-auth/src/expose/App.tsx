import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { TrialPage } from '../pages/TrialPage';

/** mf-auth's routed screen: /m/trail (free play). The forms live in ./AuthPopup. */
export default function App() {
  return <TrialPage />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

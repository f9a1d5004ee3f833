import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { TrialPage } from '../pages/TrialPage';

/** mf-auth's routed screen: /m/trail (free play). The forms live in ./AuthPopup. */
const SCREENS = { '/m/trail': TrialPage };

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen('mf-auth', pathname, SCREENS);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

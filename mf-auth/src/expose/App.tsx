import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { TrialPage } from '../pages/TrialPage';

/** mf-auth's routed screen: /m/trail (free play). The forms live in ./AuthPopup. */
export default function App() {
  return (
    <Routes>
      <Route path="/m/trail" element={<TrialPage />} />
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

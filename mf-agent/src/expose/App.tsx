import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { AgentHomePage } from '../pages/AgentHomePage';
import { DownlinesPage } from '../pages/DownlinesPage';
import { AffiliateLinksPage } from '../pages/AffiliateLinksPage';
import { TransferPage } from '../pages/TransferPage';

/**
 * mf-agent's routes (docs/agent.md; shared/src/routes.ts gives it these paths). The contract requests, reached from
 * alerts (product-rules 2.4), show the agent home until their own screens come with the agent's contracts.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/m/agent">
        <Route index element={<AgentHomePage />} />
        <Route path="downlines" element={<DownlinesPage />} />
        <Route path="links" element={<AffiliateLinksPage />} />
        <Route path="transfer" element={<TransferPage />} />
      </Route>
      <Route path="/m/member/agent">
        <Route path="getSalaryContract" element={<AgentHomePage />} />
        <Route path="getDevidendContract" element={<AgentHomePage />} />
        <Route path="getHourContract" element={<AgentHomePage />} />
      </Route>
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

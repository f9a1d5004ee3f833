import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import '../i18n';
import { AgentHomePage } from '../pages/AgentHomePage';
import { DownlinesPage } from '../pages/DownlinesPage';
import { AffiliateLinksPage } from '../pages/AffiliateLinksPage';
import { TransferPage } from '../pages/TransferPage';
import { ContractPage } from '../pages/ContractPage';
import { RebatesPage } from '../pages/RebatesPage';

/**
 * mf-agent's routes (docs/agent.md; shared/src/routes.ts gives it these paths). The contract requests, reached from
 * home's alert (product-rules 4.4, 6.4), each show the offers and contracts of their kind.
 */
export default function App() {
  return (
    <SharedQueries>
      <Routes>
        <Route path="/m/agent">
          <Route index element={<AgentHomePage />} />
          <Route path="downlines" element={<DownlinesPage />} />
          <Route path="links" element={<AffiliateLinksPage />} />
          <Route path="transfer" element={<TransferPage />} />
          <Route path="rebates" element={<RebatesPage />} />
        </Route>
        <Route path="/m/member/agent">
          <Route path="getSalaryContract" element={<ContractPage kind="DAILY_SALARY" />} />
          <Route path="getDevidendContract" element={<ContractPage kind="DIVIDEND" />} />
          <Route path="getHourContract" element={<ContractPage kind="HOURLY_SALARY" />} />
        </Route>
      </Routes>
    </SharedQueries>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import '../i18n';
import { MemberHomePage } from '../pages/MemberHomePage';
import { DepositPage } from '../pages/DepositPage';
import { WithdrawPage } from '../pages/WithdrawPage';
import { TransferPage } from '../pages/TransferPage';
import { TransactionRecordPage } from '../pages/TransactionRecordPage';
import { GameRecordPage } from '../pages/GameRecordPage';
import { SecurityCenterPage } from '../pages/SecurityCenterPage';
import { SettingsPage } from '../pages/SettingsPage';

/** mf-member's routes (shared/src/routes.ts gives it these paths). */
export default function App() {
  return (
    <SharedQueries>
      <Routes>
        <Route path="/m/member/home" element={<MemberHomePage />} />
        <Route path="/m/mine" element={<MemberHomePage />} />
        <Route path="/m/voucherCenter" element={<DepositPage />} />
        <Route path="/m/withdraw" element={<WithdrawPage />} />
        <Route path="/m/transfer" element={<TransferPage />} />
        <Route path="/m/transaction/record" element={<TransactionRecordPage />} />
        <Route path="/m/gameRecord" element={<GameRecordPage />} />
        <Route path="/m/securityCenter" element={<SecurityCenterPage />} />
        <Route path="/m/set" element={<SettingsPage />} />
      </Routes>
    </SharedQueries>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { MemberHomePage } from '../pages/MemberHomePage';
import { DepositPage } from '../pages/DepositPage';
import { WithdrawPage } from '../pages/WithdrawPage';
import { TransferPage } from '../pages/TransferPage';
import { TransactionRecordPage } from '../pages/TransactionRecordPage';
import { GameRecordPage } from '../pages/GameRecordPage';
import { SecurityCenterPage } from '../pages/SecurityCenterPage';
import { SettingsPage } from '../pages/SettingsPage';

/** mf-member screens by path (shared/src/routes.ts routes these paths here). */
const SCREENS: Record<string, ComponentType> = {
  '/m/member/home': MemberHomePage,
  '/m/mine': MemberHomePage,
  '/m/voucherCenter': DepositPage,
  '/m/withdraw': WithdrawPage,
  '/m/transfer': TransferPage,
  '/m/transaction/record': TransactionRecordPage,
  '/m/gameRecord': GameRecordPage,
  '/m/securityCenter': SecurityCenterPage,
  '/m/set': SettingsPage,
};

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen('mf-member', pathname, SCREENS);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

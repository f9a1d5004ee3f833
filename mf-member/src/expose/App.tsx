import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { MemberHomePage } from '../pages/MemberHomePage';

/** mf-member screens by path. Deposit, withdraw, transfer, records and security come with the member issue. */
const SCREENS: Record<string, ComponentType> = {
  '/m/member/home': MemberHomePage,
  '/m/mine': MemberHomePage,
};

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen(pathname, SCREENS) ?? MemberHomePage;
  return <Screen />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

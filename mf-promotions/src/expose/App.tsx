import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { ActivityPage } from '../features/activity/ActivityPage';
import { ActivityDetailPage } from '../features/activity/ActivityDetailPage';
import { VipBenefitsPage } from '../pages/VipBenefitsPage';
import { LeaderBoardPage } from '../features/leader-board/LeaderBoardPage';
import { RewardCentrePage } from '../features/reward-centre/RewardCentrePage';
import { InviteFriendsPage } from '../features/referral/InviteFriendsPage';
import { ManualRebatePage } from '../features/manual-rebate/ManualRebatePage';

/** mf-promotions screens by path. */
const SCREENS: Record<string, ComponentType> = {
  '/m/activity': ActivityPage,
  '/m/activityDetail': ActivityDetailPage,
  '/m/member/benefits': VipBenefitsPage,
  '/m/leaderBoard': LeaderBoardPage,
  '/m/rewardCenter': RewardCentrePage,
  '/m/inviteFriends': InviteFriendsPage,
  '/m/member/manualRebate': ManualRebatePage,
};

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen('mf-promotions', pathname, SCREENS, ActivityPage);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import '../i18n';
import { ActivityPage } from '../features/activity/ActivityPage';
import { ActivityDetailPage } from '../features/activity/ActivityDetailPage';
import { VipBenefitsPage } from '../pages/VipBenefitsPage';
import { LeaderBoardPage } from '../features/leader-board/LeaderBoardPage';
import { RewardCentrePage } from '../features/reward-centre/RewardCentrePage';
import { InviteFriendsPage } from '../features/referral/InviteFriendsPage';
import { ManualRebatePage } from '../features/manual-rebate/ManualRebatePage';

/** mf-promotions' routes (shared/src/routes.ts gives it these paths). */
export default function App() {
  return (
    <SharedQueries>
      <Routes>
        <Route path="/m/activity" element={<ActivityPage />} />
        <Route path="/m/activityDetail" element={<ActivityDetailPage />} />
        <Route path="/m/member">
          <Route path="benefits" element={<VipBenefitsPage />} />
          <Route path="manualRebate" element={<ManualRebatePage />} />
        </Route>
        <Route path="/m/leaderBoard" element={<LeaderBoardPage />} />
        <Route path="/m/rewardCenter" element={<RewardCentrePage />} />
        <Route path="/m/inviteFriends" element={<InviteFriendsPage />} />
      </Routes>
    </SharedQueries>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

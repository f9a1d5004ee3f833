import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { AgentHomePage } from '../pages/AgentHomePage';
import { DownlinesPage } from '../pages/DownlinesPage';
import { AffiliateLinksPage } from '../pages/AffiliateLinksPage';
import { TransferPage } from '../pages/TransferPage';

/** mf-agent screens by path (docs/agent.md). */
const SCREENS: Record<string, ComponentType> = {
  '/m/agent': AgentHomePage,
  '/m/agent/downlines': DownlinesPage,
  '/m/agent/links': AffiliateLinksPage,
  '/m/agent/transfer': TransferPage,
};

export default function App() {
  const { pathname } = useLocation();
  // The contract routes are the agent's too; their own screens come with the agent issue.
  const Screen = pickScreen('mf-agent', pathname, SCREENS, AgentHomePage);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

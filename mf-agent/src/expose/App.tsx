import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { AgentHomePage } from '../pages/AgentHomePage';

/** mf-agent screens by path. Downlines, team KPI and the contract requests come with the agent issue. */
const SCREENS: Record<string, ComponentType> = {
  '/m/agent': AgentHomePage,
};

export default function App() {
  const { pathname } = useLocation();
  // The contract routes are the agent's too; their own screens come with the agent issue.
  const Screen = pickScreen('mf-agent', pathname, SCREENS, AgentHomePage);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pickScreen, remoteLifecycles } from '@site/shared';
import '../i18n';
import { HelpPage } from '../pages/HelpPage';
import { NoticePage } from '../pages/NoticePage';
import { InboxPage } from '../pages/InboxPage';
import { FeedbackPage } from '../pages/FeedbackPage';

/** mf-messaging screens by path (shared/src/routes.ts). */
const SCREENS: Record<string, ComponentType> = {
  '/m/help': HelpPage,
  '/m/notice': NoticePage,
  '/m/feedback': FeedbackPage,
  '/m/message': InboxPage,
  '/m/messages': InboxPage,
  '/m/webEmail': InboxPage,
};

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen('mf-messaging', pathname, SCREENS);
  return Screen ? <Screen /> : null;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);

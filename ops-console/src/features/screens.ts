import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OperatorGroup } from '@site/shared/src/operator/roles';

/**
 * The console's screens, one feature folder each (docs/operator-console.md). A new screen (the chat queue) is one
 * more folder and one more line here: its path under /ops/console/, the API group its role needs
 * (shared/src/operator/roles.ts: the API checks the same), and its label in i18n ("nav.<name>").
 */
export interface Screen {
  path: string;
  group: OperatorGroup;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const SCREENS: readonly Screen[] = [
  { path: 'deposits', group: 'cashier', label: 'nav.deposits', Page: lazy(() => import('./deposits/DepositsPage')) },
  { path: 'withdrawals', group: 'cashier', label: 'nav.withdrawals', Page: lazy(() => import('./withdrawals/WithdrawalsPage')) },
  { path: 'feedback', group: 'support', label: 'nav.feedback', Page: lazy(() => import('./feedback/FeedbackPage')) },
  { path: 'chat', group: 'support', label: 'nav.chat', Page: lazy(() => import('./chat/ChatPage')) },
  { path: 'messages', group: 'support', label: 'nav.messages', Page: lazy(() => import('./messages/MessagesPage')) },
  { path: 'announcements', group: 'support', label: 'nav.announcements', Page: lazy(() => import('./announcements/AnnouncementsPage')) },
];

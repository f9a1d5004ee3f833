/**
 * The remotes and what the shell expects each to expose, apart from the mount contract's React code
 * (remote-contract.ts): the API checks publishes against it without loading React.
 */
export type RemoteName = 'mf-auth' | 'mf-lobby' | 'mf-member' | 'mf-promotions' | 'mf-agent' | 'mf-messaging';

export const REMOTE_NAMES: readonly RemoteName[] = ['mf-auth', 'mf-lobby', 'mf-member', 'mf-promotions', 'mf-agent', 'mf-messaging'];

/** What the shell expects each remote to expose; a publish that lacks one is refused. */
export const REMOTE_EXPOSES: Record<RemoteName, readonly string[]> = {
  'mf-auth': ['./App', './AuthPopup'],
  'mf-lobby': ['./App', './Home'],
  'mf-member': ['./App', './MemberBar', './BalanceWidget'],
  'mf-promotions': ['./App'],
  'mf-agent': ['./App'],
  'mf-messaging': ['./App'],
};

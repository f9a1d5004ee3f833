import exposes from './remote-list.json';

/**
 * The remotes and what the shell expects each to expose, apart from the mount contract's React code
 * (remote-contract.ts). remote-list.json is the one list: the shell, the API (publishes are checked against it, without
 * loading React), the build and start scripts, jest and the lint boundary all read it.
 */
export type RemoteName = keyof typeof exposes;

/** The remotes in build order. */
export const REMOTE_NAMES = Object.keys(exposes) as readonly RemoteName[];

/** What the shell expects each remote to expose; a publish that lacks one is refused. */
export const REMOTE_EXPOSES: Record<RemoteName, readonly string[]> = exposes;

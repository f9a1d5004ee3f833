// The apps that build with rspack, in build order (remotes first, the shell last, then the operator console).
import remotes from '../shared/src/contract/remote-list.json' with { type: 'json' };

export const REMOTES = Object.keys(remotes);
/** Apps whose build ends in an index.html rather than a Module Federation manifest (build.mjs --missing). */
export const PAGE_APPS = ['shell', 'ops-console'];
export const APPS = [...REMOTES, ...PAGE_APPS];

// The apps that build with rspack, in build order (remotes first, the shell last).
import remotes from '../shared/src/contract/remote-list.json' with { type: 'json' };

export const REMOTES = Object.keys(remotes);
export const APPS = [...REMOTES, 'shell'];

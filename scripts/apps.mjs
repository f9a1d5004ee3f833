// The apps that build with rspack, in build order (remotes first, the shell last).
export const REMOTES = ['mf-auth', 'mf-lobby', 'mf-member', 'mf-promotions', 'mf-agent', 'mf-messaging'];
export const APPS = [...REMOTES, 'shell'];

// The public face of the shared package. Everything here is one instance in the browser:
// this package is a Module Federation singleton (shared/build/shared-map.cjs).
export * from './session/session.store';
export * from './bus/event-bus';
export * from './api/api-client';
export * from './api/error-keys';
export * from './i18n/i18n';
export * from './i18n/use-translation';
export * from './validation/rules';
export * from './validation/feedback';
export * from './contract/remote-contract';
export * from './routes';
export * from './game-lists';
export * from './shell-header';
export * from './system/site-config';
export * from './system/system-status';
export * from './theme/theme';
export * from './timing';
export * from './use-change-effect';
export * from './ui/Spinner';
export * from './ui/toast';
export * from './unread/unread.store';
export type * from './contracts/promotions';
export type * from './contracts/inbox';
export type * from './contracts/session';

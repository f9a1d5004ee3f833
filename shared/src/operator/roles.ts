import type { OperatorRole } from '../contracts/operator';

/**
 * Which group of the operator API a route belongs to, and which roles may use it (docs/operator-console.md): the
 * API checks every /ops route with it (api/src/http/operator.ts), the console shows only the screens a role may use.
 * A route not named here is the admin's.
 */
export type OperatorGroup = 'cashier' | 'support' | 'admin';

const GROUPS: ReadonlyArray<[RegExp, OperatorGroup]> = [
  [/^\/ops\/wallet\/(deposits|withdrawals)(\/|$)/, 'cashier'],
  [/^\/ops\/(feedback|inbox|announcements|chat)(\/|$)/, 'support'],
];

export const operatorGroup = (url: string): OperatorGroup => GROUPS.find(([pattern]) => pattern.test(url))?.[1] ?? 'admin';

/** admin may use every group; cashier and support their own. */
export const roleMayUse = (role: OperatorRole, group: OperatorGroup): boolean => role === 'admin' || role === group;

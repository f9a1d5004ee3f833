import type { OperatorLoginBody, OperatorLoginValue } from '@site/shared/src/contracts/operator';
import { opsCall } from './client';

export const signIn = (body: OperatorLoginBody) => opsCall<OperatorLoginValue>('POST', '/ops/session', body);
export const signOut = () => opsCall<{ revoked: boolean }>('DELETE', '/ops/session');

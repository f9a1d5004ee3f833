import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { AppError } from '../http/errors';
import { bearerToken } from '../http/operator';
import { perIpLimit } from '../http/request-limits';
import { OperatorLoginBody, OperatorLoginValue, OperatorMe } from '@site/shared/src/contracts/operator';
import { revokeOperatorSession } from './operator.repository';
import { operatorLogin } from './operator.service';

/** The operator console's sign-in (docs/operator-console.md): a session token for `Authorization: Bearer`, and its end. */
export async function operatorRoutes(fastify: FastifyInstance, { db }: { db: Db; config: Config }) {
  const app = typed(fastify);
  const loginLimit = perIpLimit(fastify, 'ops-login', 30, 60);

  app.post(
    '/ops/session',
    {
      onRequest: loginLimit,
      schema: contract({
        tag: 'operator',
        summary:
          'Operator sign-in: a name and a password (and the captcha after a failure of the name) give a session token (rate limited)',
        body: OperatorLoginBody,
        value: OperatorLoginValue,
      }),
    },
    async (request) => ok(await operatorLogin(db, request.body, request.ip)),
  );

  app.get(
    '/ops/session',
    { schema: contract({ tag: 'operator', operator: true, summary: 'The signed-in operator and its role', value: OperatorMe }) },
    async (request) => {
      if (!request.operator) throw new AppError('operator.unauthorized');
      return ok(request.operator);
    },
  );

  app.delete(
    '/ops/session',
    {
      schema: contract({
        tag: 'operator',
        operator: true,
        summary: 'Operator sign-out: the session token is revoked',
        value: Type.Object({ revoked: Type.Boolean() }),
      }),
    },
    async (request) => {
      if (!request.operator) throw new AppError('operator.unauthorized');
      return ok({ revoked: await revokeOperatorSession(db, bearerToken(request)) });
    },
  );
}

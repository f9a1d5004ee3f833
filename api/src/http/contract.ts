import type { FastifyInstance, FastifySchema } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope } from '@site/shared/src/contracts/envelope';

/** The domains /docs groups the API by (one tag each); `operator` marks the operator API (docs/api-conventions.md A10). */
export const API_TAGS = {
  session: 'Sign-up, login, tokens and captcha',
  member: 'The signed-in member: profile, VIP, security settings',
  security: 'Passwords, PINs, phone and e-mail binding',
  wallet: 'Balances, transfers between wallets, transaction records',
  payments: 'Deposits: channels, orders and gateway callbacks',
  withdraw: 'Withdrawals and bank cards',
  games: 'Game catalogue, lanes, favourites, recents, winners and launch',
  bgs: 'In-house games',
  providers: 'Game provider wallet callbacks (signed)',
  lottery: 'Lottery draws, bets and the lottery gateway',
  promotions: 'Activities, VIP levels and rewards',
  agent: "The agent area: the agent's team, affiliate links, team figures and transfers to downlines",
  inbox: 'Inbox messages and unread counters',
  push: "Live events pushed to a signed-in member's open page (Server-Sent Events, docs/live.md)",
  feedback: 'Player feedback',
  chat: 'Live chat with customer service (CBS3)',
  content: 'Announcements, banners, help centre and customer service',
  system: 'Merchant status, switches and time',
  registry: 'Remote registry: published builds and releases',
  operator: 'Operator API (Bearer OPERATOR_TOKEN), for back-office tools, not players',
  observability: 'Liveness, readiness and metrics',
} as const;
export type ApiTag = keyof typeof API_TAGS;

interface Contract<Params, Query, Body, Value> {
  /** The domain tag; operator routes get the `operator` tag as well. */
  tag: ApiTag;
  summary: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The success value inside the envelope. */
  value: Value;
  /** Headers the route reads (Merchant, Authorization are common to all and not repeated). */
  headers?: TSchema;
  /** Routes under /ops are marked as the operator API. */
  operator?: boolean;
  /** A success status other than 200 (201 for a created order, say; 2xx for a route that answers 200 or 201). */
  status?: 200 | 201 | 202 | '2xx';
}

/**
 * One route's schema: params, query and body validated, the success answer serialised through its schema (so no
 * column the schema does not name leaves the server) and the error envelope declared for 4xx and 5xx.
 */
export function contract<
  Value extends TSchema,
  Params extends TSchema | undefined = undefined,
  Query extends TSchema | undefined = undefined,
  Body extends TSchema | undefined = undefined,
>({ tag, summary, params, querystring, body, value, headers, operator = false, status = 200 }: Contract<Params, Query, Body, Value>) {
  const envelope = Envelope(value);
  return {
    tags: operator && tag !== 'operator' ? [tag, 'operator'] : [tag],
    summary,
    ...(operator ? { security: [{ operatorToken: [] }] } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
    // Typed under 200 whatever the status: the handler's return type is the union of the declared answers.
    response: { [status]: envelope, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as unknown as {
      200: typeof envelope;
      '4xx': typeof ErrorEnvelope;
      '5xx': typeof ErrorEnvelope;
    },
  } as { tags: string[]; summary: string } & SchemaParts<Params, Query, Body> & {
      response: { 200: typeof envelope; '4xx': typeof ErrorEnvelope; '5xx': typeof ErrorEnvelope };
    };
}

type SchemaParts<Params, Query, Body> = (Params extends TSchema ? { params: Params } : unknown) &
  (Query extends TSchema ? { querystring: Query } : unknown) &
  (Body extends TSchema ? { body: Body } : unknown);

/**
 * A route answering raw JSON (the lottery gateway, A1.2; provider callbacks) or a file declares its own response map.
 * Its parts keep their schema types, so the handler's params, query and body are typed from them.
 */
export function rawContract<
  Response extends Record<string, TSchema>,
  Parts extends Omit<FastifySchema, 'response' | 'tags' | 'summary'> = Record<never, never>,
>(tag: ApiTag, summary: string, response: Response, parts?: Parts) {
  return { tags: [tag], summary, ...parts, response } as { tags: string[]; summary: string; response: Response } & Parts;
}

/** The app with handler types taken from the route schemas (TypeBox): no casts of request.body/query/params. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

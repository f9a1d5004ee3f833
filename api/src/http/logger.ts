import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The process's one structured logger (pino, Fastify's own): JSON lines with the request id on every line a
 * request writes. Secrets never reach a line: the request serializer logs no headers and no body, query values
 * named like secrets are blanked, and redaction covers whatever else is logged by hand (headers, bodies, tokens).
 */
export type { Logger };

const CENSOR = '[redacted]';

/** Query parameters whose values never reach a log line (the announcements list takes a member token). */
const SECRET_PARAM = /token|password|secret|signature|^sign$|verificationcode|captcha/i;

/** Paths blanked in any logged object, for what is logged by hand (an error's request, a job's input). */
export const REDACTED_PATHS = [
  'headers.authorization',
  'headers.encryption',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.encryption',
  '*.headers.cookie',
  // Request bodies are never logged: auth calls carry passwords, SMS codes and (encrypted) credentials.
  'body',
  '*.body',
  'password',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.paymentPassword',
  'token',
  '*.token',
  '*.sessionToken',
  '*.rememberToken',
  '*.firebaseIdToken',
];

/** The url as logged: values of secret-looking query parameters blanked. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* a malformed name is logged as it came */
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: typeof request.url === 'string' ? urlForLog(request.url) : undefined,
    remoteAddress: request.ip,
    merchant: typeof request.headers?.merchant === 'string' ? request.headers.merchant.slice(0, 40) : undefined,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: pino.stdSerializers.err,
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers, redact: { paths: REDACTED_PATHS, censor: CENSOR } }, destination);
}

const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's id: the proxy's X-Request-Id when the proxy is trusted (one id across nginx's and our logs), else a
 * random UUID, unique across API instances (Fastify's default counts from req-1 in each process).
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const forwarded = req.headers['x-request-id'];
    return trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
  };
}

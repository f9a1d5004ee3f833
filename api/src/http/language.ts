import type { FastifyRequest } from 'fastify';

export type Lang = 'TH' | 'EN';

/**
 * The language of names and texts (docs/api-conventions.md A2.3): the call's own `language` query parameter, else
 * the Language header, else TH. Read from any route, whether its query schema names `language` or not.
 */
export function requestLang(request: FastifyRequest): Lang {
  const { query } = request;
  const language = query && typeof query === 'object' && 'language' in query ? query.language : undefined;
  return String(language ?? request.headers.language ?? 'TH').toUpperCase() === 'EN' ? 'EN' : 'TH';
}

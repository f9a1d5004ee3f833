import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_TAGS } from './contract';

/**
 * The API describes itself from the route schemas: OpenAPI at /docs/json, a browsable page at /docs (served from
 * the package's own files, nothing fetched elsewhere), one group per domain, the operator API marked by its tag and
 * its bearer scheme. Routes without a tag (the site's pages and files) are left out.
 */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    hideUntagged: true,
    openapi: {
      info: {
        title: 'Platform API',
        version: '1',
        description:
          'Every `/wps` and `/ops` answer is an envelope: `{success: true, value}` or `{success: false, errorCode, message}` ' +
          '(docs/api-conventions.md A1). Requests name their merchant in the `Merchant` header, a member by `Authorization: <token>` ' +
          '(the raw session token, A2.2) and the operator API by `Authorization: Bearer <OPERATOR_TOKEN>` (A10.1).',
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          memberToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'A member session token (the login answer), raw, no Bearer prefix',
          },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN, with an Operator: <name> header' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // No validator badge: it would fetch validator.swagger.io (the site fetches nothing from elsewhere).
    uiConfig: { docExpansion: 'none', deepLinking: true, tagsSorter: 'alpha', validatorUrl: null },
    staticCSP: true,
    // The page's own policy, less the validator's host and the https upgrade (a site served over http keeps working),
    // with inline styles allowed as on the site's pages (the viewer sets a few; styles run no code).
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
});

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
          'Every /wps and /ops answer is an envelope: {success: true, value} or {success: false, errorCode, message} ' +
          '(docs/api-conventions.md A1). Requests name their merchant in the Merchant header and a member by Authorization: Bearer <token>.',
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          memberToken: { type: 'http', scheme: 'bearer', description: 'A member session token (login answer)' },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN, with an Operator: <name> header' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true, tagsSorter: 'alpha' },
    staticCSP: true,
  });
});

import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { newNonce, setPagePolicy, withNonce } from '../http/security-headers';
import { readWhenChanged } from './file-cache';
import { PRECOMPRESSED, PRECOMPRESSED_TYPES } from '../registry/build.storage';

/**
 * The operator console (ops-console/, docs/operator-console.md), a page of its own under /ops/: its HTML at
 * /ops/console and every /ops/console/<screen> (the app routes in the browser), its built files under
 * /ops/console/{js,css}/ (images are inlined: the console has no large ones). The operator API is every other /ops/... path: the console's paths are all below
 * /ops/console/, which no API route uses. The HTML gets the site's page policy with its own nonce.
 */
export async function opsConsoleRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const dist = path.join(config.rootDir, 'ops-console', 'dist');
  for (const folder of ['js', 'css']) {
    await app.register(fastifyStatic, {
      root: path.join(dist, folder),
      prefix: `/ops/console/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed names: cached for good.
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (PRECOMPRESSED_TYPES.test(filePath.replace(PRECOMPRESSED, ''))) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const sendPage = (reply: FastifyReply) => {
    const html = readWhenChanged(path.join(dist, 'index.html'), (text) => text);
    if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send('ops-console/dist is missing: run npm run build');
    const nonce = newNonce();
    setPagePolicy(reply, nonce, null);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withNonce(html, nonce));
  };
  app.get('/ops', (_request, reply) => reply.redirect('/ops/console/'));
  app.get('/ops/', (_request, reply) => reply.redirect('/ops/console/'));
  app.get('/ops/console', (_request, reply) => sendPage(reply));
  app.get('/ops/console/*', (_request, reply) => sendPage(reply));
}

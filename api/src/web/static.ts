import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { REMOTES } from '../registry/registry.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The registry, every mf-manifest.json and remoteEntry.js, and the HTML must be revalidated. */
const ALWAYS_REVALIDATE = /(^|\/)(mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|index\.html)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('Cache-Control', ALWAYS_REVALIDATE.test(filePath) ? 'no-cache' : IMMUTABLE);
}

/** Serves the shell at / (with the SPA fallback for /m/... paths) and every remote version under /remotes/. */
export async function webRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const shellDist = path.join(config.rootDir, 'shell', 'dist');
  const remotesDir = path.join(config.dataDir, 'remotes');
  fs.mkdirSync(remotesDir, { recursive: true });

  if (config.devRemotes) {
    for (const remote of REMOTES) {
      await app.register(fastifyStatic, {
        root: path.join(config.rootDir, remote, 'dist'),
        prefix: `/remotes/${remote}/dev/`,
        decorateReply: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      });
    }
  }
  await app.register(fastifyStatic, { root: remotesDir, prefix: '/remotes/', decorateReply: false, setHeaders: cacheHeaders, index: false });
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: cacheHeaders, index: false, serveDotFiles: false });

  const sendShell = (reply: { header(k: string, v: string): unknown; sendFile(f: string, root: string, o: { cacheControl: boolean }): unknown }) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', shellDist, { cacheControl: false });
  };
  app.get('/', (_request, reply) => sendShell(reply));
  // spec 2: every /m/... path (and /download) is a route of the site; the shell decides, unknown ones go home.
  app.get('/m', (_request, reply) => sendShell(reply));
  app.get('/m/*', (_request, reply) => sendShell(reply));
  app.get('/download', (_request, reply) => sendShell(reply));
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { DatabaseBusyError, DatabaseUnavailableError, type Db } from '../db/db';
import { bootHtml } from './boot';
import { opsConsoleRoutes } from './ops-console';
import { newNonce, setPagePolicy, withNonce, type PageFirebase } from '../http/security-headers';
import { findMerchant } from '../system/merchant.repository';
import { firebaseClientConfig } from '../session/firebase-login';
import { readWhenChanged } from './file-cache';
import { PRECOMPRESSED, PRECOMPRESSED_TYPES } from '../registry/build.storage';
import { REMOTE_NAMES } from '@site/shared/src/contract/remotes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The registry, every mf-manifest.json and remoteEntry.js, and the HTML must be revalidated; so must the installed
 * app's files, whose names carry no content hash (the service worker, the web app manifest and its icons).
 */
const ALWAYS_REVALIDATE =
  /(^|\/)(mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|index\.html|sw\.js|manifest\.webmanifest|icons\/[^/]+)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  // filePath is the copy's when a .br or .gz copy is sent (main.js.br): the rules are the file's own.
  const file = filePath.replace(PRECOMPRESSED, '');
  res.setHeader('Cache-Control', ALWAYS_REVALIDATE.test(file) ? 'no-cache' : IMMUTABLE);
  // Which copy is sent depends on Accept-Encoding.
  if (PRECOMPRESSED_TYPES.test(file)) res.setHeader('Vary', 'Accept-Encoding');
}

/** @fastify/static's own Cache-Control (public, max-age=0) would replace the one cacheHeaders sets. */
const OWN_CACHE_HEADERS = { cacheControl: false, setHeaders: cacheHeaders } as const;

/** Serves the shell at / (with the SPA fallback for /m/... paths) and every remote version under /remotes/. */
export async function webRoutes(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  const shellDist = path.join(config.rootDir, 'shell', 'dist');
  const remotesDir = path.join(config.dataDir, 'remotes');
  fs.mkdirSync(remotesDir, { recursive: true });

  if (config.devRemotes) {
    for (const remote of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        root: path.join(config.rootDir, remote, 'dist'),
        prefix: `/remotes/${remote}/dev/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      });
    }
  }
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    ...OWN_CACHE_HEADERS,
    index: false,
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    ...OWN_CACHE_HEADERS,
    index: false,
    serveDotFiles: false,
    preCompressed: true,
  });

  // The HTML is read again when a new shell build replaces it.
  const readTemplate = () => {
    const html = readWhenChanged(path.join(shellDist, 'index.html'), (text) => text);
    if (html === null) throw new Error('shell/dist/index.html is missing: run npm run build');
    return html;
  };
  /** The Firebase sign-in this server's pages may start (their merchant's), for the page's security policy. */
  const pageFirebase = async (): Promise<PageFirebase | null> => {
    const merchant = await findMerchant(db, config.defaultMerchant);
    const firebase = merchant ? firebaseClientConfig(merchant) : null;
    return firebase?.enabled ? { authDomain: firebase.authDomain, emulatorUrl: firebase.emulatorUrl } : null;
  };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = readTemplate();
    const nonce = newNonce();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const [html, firebase] = await Promise.all([bootHtml(db, config, template, request.ip, request.url.split('?')[0]), pageFirebase()]);
      setPagePolicy(reply, nonce, firebase);
      return reply.send(withNonce(html, nonce));
    } catch (error) {
      const busy = error instanceof DatabaseBusyError;
      if (!busy && !(error instanceof DatabaseUnavailableError)) throw error;
      // The page without boot data: the shell asks for the status itself, shows why it cannot, and retries.
      request.log.warn({ err: error.cause }, `page sent without boot data: database ${busy ? 'busy' : 'unavailable'}`);
      setPagePolicy(reply, nonce, null);
      return reply.status(503).header('Retry-After', '5').send(withNonce(template, nonce));
    }
  };
  app.get('/', sendShell);
  // product-rules 2: every /m/... path (and /download) is a route of the site; the shell decides, unknown ones go home.
  app.get('/m', sendShell);
  app.get('/m/*', sendShell);
  app.get('/download', sendShell);
  // The operator console's page and files under /ops/ (docs/operator-console.md).
  await app.register(opsConsoleRoutes, { config });
}

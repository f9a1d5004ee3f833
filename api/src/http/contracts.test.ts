import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route holds to a contract: a tag (its /docs group), a success response schema (serialised
 * through it, so no column it does not name leaves the server) and, on the enveloped paths, the error envelope.
 * Adding a route without them fails here.
 */

/**
 * The site's pages and files (api/src/web/static.ts: the shell's page at /, /m, /m/* and /download, the built files
 * at /* and /remotes/*), the operator console's page and files (api/src/web/ops-console.ts: /ops, /ops/, /ops/console
 * and below) and the API description itself (/docs): not API routes. Nothing else.
 */
const NOT_API = /^\/(|\*|m|m\/\*|download|remotes\/(mf-[a-z]+\/dev\/)?\*|ops\/?|ops\/console(\/.*)?|docs|docs\/.*)$/;
const ENVELOPED = /^\/(wps|ops)\//;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { serveWeb: true });
});
afterAll(() => t.close());

const methods = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const apiRoutes = () => t.app.declaredRoutes.filter((route) => methods(route).length > 0 && !NOT_API.test(route.url));

test('every API route declares a tag and a success response schema, and enveloped routes the error envelope', () => {
  const missing: string[] = [];
  for (const route of apiRoutes()) {
    const name = `${methods(route).join(',')} ${route.url}`;
    const schema = (route.schema ?? {}) as { tags?: string[]; response?: Record<string, unknown> };
    const codes = Object.keys(schema.response ?? {});
    if (!schema.tags?.length) missing.push(`${name}: no tag`);
    if (!codes.some((code) => /^[23]\d\d$|^2xx$/.test(code))) missing.push(`${name}: no success response schema`);
    if (ENVELOPED.test(route.url) && !codes.includes('4xx')) missing.push(`${name}: no error envelope`);
  }
  expect(missing).toEqual([]);
});

test("the routes left out are exactly the site's pages and files and the API description", () => {
  const left = [...new Set(t.app.declaredRoutes.filter((route) => NOT_API.test(route.url)).map((route) => route.url))];
  expect(left.filter((url) => !url.startsWith('/docs')).sort()).toEqual([
    '/',
    '/*',
    '/download',
    '/m',
    '/m/*',
    '/ops',
    '/ops/',
    '/ops/console',
    '/ops/console/*',
    '/ops/console/css/*',
    '/ops/console/js/*',
    '/remotes/*',
  ]);
  expect(left.filter((url) => url.startsWith('/docs')).length).toBeGreaterThan(0);
});

test('the guard sees the API: it finds the routes of every domain', () => {
  const urls = apiRoutes().map((route) => route.url);
  expect(urls.length).toBeGreaterThan(120);
  for (const prefix of ['/wps/inbox/', '/wps/relay/', '/ops/', '/lgw/', '/wps/member/']) {
    expect(urls.some((url) => url.startsWith(prefix))).toBe(true);
  }
});

test('handlers take their types from the schemas: no cast of request.body, query or params under api/src', () => {
  const casts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (/request\.(body|query|params)\)?\s+as\b/.test(line)) casts.push(`${path.relative(process.cwd(), file)}:${index + 1}`);
          });
      }
    }
  };
  walk(path.join(__dirname, '..'));
  expect(casts).toEqual([]);
});

test('/docs/json describes the API grouped by domain, the operator API marked, and /docs is a page', async () => {
  const json = await t.call({ method: 'GET', url: '/docs/json' });
  expect(json.statusCode).toBe(200);
  const spec = json.json() as {
    openapi: string;
    tags: { name: string }[];
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };
  expect(spec.openapi).toMatch(/^3\./);
  expect(spec.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['wallet', 'games', 'operator', 'inbox']));
  const sendMessage = spec.paths['/ops/inbox/messages']?.post;
  expect(sendMessage?.tags).toEqual(['inbox', 'operator']);
  expect(sendMessage?.security).toEqual([{ operatorToken: [] }]);
  const page = await t.call({ method: 'GET', url: '/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from './jobs';

/**
 * The production image runs the compiled API (npm run build:api) with plain node, not tsx, and holds only the
 * packages api/dist/package.json lists (deploy/Dockerfile). Here the build runs, and the compiled server boots from a
 * folder laid out as the image is (api/dist, api/migrations, node_modules with those packages alone, linked to this
 * checkout's), on the embedded database with its timed jobs: readiness, answers that need its native and ES-module
 * packages (captcha, images through sharp and resvg with the Kanit font, pg-boss), a clean stop. A package the API
 * requires but does not list fails here as it would in the image. On PostgreSQL the compiled API and worker run in
 * the two-instance test (api/test/two-instances.ts), so this runs on the PGlite pass only.
 */
const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'api/dist');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

(process.env.TEST_DB === 'postgres' ? describe.skip : describe)('the compiled API', () => {
  let child: ChildProcess | null = null;
  let dataDir = '';
  let output = '';
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('npm run build:api compiles the API to CommonJS with the shared modules it needs and no front-end library', () => {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-api.mjs')], { cwd: ROOT, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    for (const file of ['server.js', 'worker.js', 'node_modules/@site/shared/src/api/error-keys.js'])
      expect(fs.existsSync(path.join(DIST, file))).toBe(true);
    expect(fs.readdirSync(DIST, { recursive: true }).filter((f) => String(f).endsWith('.ts'))).toEqual([]);
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(DIST, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(dependencies)).toEqual(expect.arrayContaining(['fastify', 'pg', 'pg-boss', '@electric-sql/pglite']));
    for (const frontEnd of ['react', 'react-dom', 'zustand', 'i18next', 'firebase', 'tsx'])
      expect(dependencies).not.toHaveProperty(frontEnd);
  });

  test('node api/dist/server.js boots on PGlite from the image layout, answers, runs its timed jobs and stops cleanly on SIGTERM', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-api-'));
    const app = path.join(dataDir, 'app');
    // A copy, not a link: Node resolves a module's packages from its real path.
    fs.cpSync(DIST, path.join(app, 'api/dist'), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'api/migrations'), path.join(app, 'api/migrations'));
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(DIST, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) {
      fs.mkdirSync(path.dirname(path.join(app, 'node_modules', name)), { recursive: true });
      fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(app, 'node_modules', name));
    }
    const port = await freePort();
    child = spawn(process.execPath, [path.join(app, 'api/dist/server.js')], {
      cwd: app,
      // Plain node: NODE_OPTIONS of the test run (jest's flags) are not the image's.
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'data'),
        DATABASE_URL: '',
        REDIS_URL: '',
        JOBS: 'inline',
        DEV_REMOTES: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    const answers = async (url: string, init?: RequestInit) => {
      if (child!.exitCode !== null) throw new Error(`the compiled API exited (${child!.exitCode}):\n${output}`);
      return fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(5_000) }).catch(() => null);
    };
    await until(async () => (await answers('/readyz'))?.status === 200, 120_000, 'the compiled API to be ready').catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    expect(output).toContain(`site on http://localhost:${port}/m/home (pglite, dev remotes, jobs inline)`);
    const status = await (await answers('/wps/system/status', { headers: { merchant: 'DEMO' } }))!.json();
    expect(status).toMatchObject({ success: true, value: { status: 0 } });
    expect((await answers('/wps/captcha', { headers: { merchant: 'DEMO' } }))?.status).toBe(200);
    const icon = await answers('/wps/game/vendor-icon/PG.webp?category=RNG', { headers: { merchant: 'DEMO' } });
    expect([icon?.status, icon?.headers.get('content-type')]).toEqual([200, 'image/webp']);
    // pg-boss (an ES module, imported by the compiled CommonJS) delivers a 5-second lottery period.
    const metrics = async () =>
      (await (await answers('/metrics', { headers: { authorization: 'Bearer dev-operator-token' } }))?.text()) ?? '';
    await until(async () => /job_runs_total\{job="lottery\.draw-close"\} [1-9]/.test(await metrics()), 60_000, 'a timed job run');
    const exited = new Promise<number | null>((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});

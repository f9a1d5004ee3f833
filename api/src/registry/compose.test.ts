import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTE_NAMES as REMOTES } from '@site/shared/src/contract/remotes';

/**
 * No Docker engine runs here, so docker-compose.yml is validated by reading it: every service
 * has a build or an image, a health check, and the ports it needs; the API runs twice behind the proxy;
 * the shell and each remote have their own static service; every file it mounts or builds from exists.
 * The API image runs the compiled API on Node 22 with no front-end code, a worker runs the timed jobs,
 * secrets come only from the environment, and the proxy routes every path of the API.
 */
const ROOT = path.resolve(__dirname, '../../..');

interface Service {
  build?: string | { context: string; dockerfile?: string; target?: string };
  image?: string;
  command?: string[];
  restart?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string | string[]; interval?: string; timeout?: string; retries?: number; disable?: boolean };
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const names = Object.keys(services);
const proxyConf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/proxy.conf'), 'utf8');
/** The API's part of the proxy, included by proxy.conf and by the two-instance test's nginx. */
const apiConf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/api.conf'), 'utf8');
const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');
/** The lines of one stage of the Dockerfile (FROM ... AS name, up to the next FROM). */
const stage = (name: string) => dockerfile.split(/^(?=FROM )/m).find((part) => new RegExp(`^FROM \\S+ AS ${name}$`, 'm').test(part)) ?? '';
/** What runs and serves: the one-off publisher exits, the worker serves no HTTP (both checked on their own below). */
const SERVING = names.filter((name) => name !== 'publish' && name !== 'worker');

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Redis, two API instances, a reverse proxy, the shell and every remote', () => {
    expect(names).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'api-1', 'api-2', 'worker', 'publish', 'proxy', 'shell', ...REMOTES]),
    );
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it.each(SERVING)('%s has a build or an image, and a health check', (name) => {
    const service = services[name];
    expect(Boolean(service.build) || Boolean(service.image)).toBe(true);
    const test = service.healthcheck?.test;
    expect(
      Array.isArray(test) ? test.length > 1 && ['CMD', 'CMD-SHELL'].includes(test[0]) : typeof test === 'string' && test.length > 0,
    ).toBe(true);
    expect(service.healthcheck?.interval).toMatch(/^\d+s$/);
    expect(service.healthcheck?.retries).toBeGreaterThan(0);
  });

  it.each(SERVING)('%s declares the port it listens on', (name) => {
    const service = services[name];
    expect([...(service.ports ?? []), ...(service.expose ?? [])].length).toBeGreaterThan(0);
  });

  it('only the proxy is published on the host; everything else is reached through it', () => {
    expect(services.proxy.ports).toEqual(['8080:80']);
    for (const name of names.filter((n) => n !== 'proxy')) expect(services[name].ports).toBeUndefined();
  });

  it('runs the same stateless API twice on PostgreSQL and Redis, sharing the published versions', () => {
    for (const name of ['api-1', 'api-2']) {
      const api = services[name];
      expect(api.image).toBe(services['api-1'].image);
      expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/site$/);
      expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(api.environment?.NODE_ENV).toBe('production');
      expect(api.environment?.TRUST_PROXY).toBe('1');
      // The operator secret is never baked into the file.
      expect(api.environment?.OPERATOR_TOKEN).toMatch(/^\$\{OPERATOR_TOKEN:\?/);
      expect(api.environment?.PIN_PEPPER).toMatch(/^\$\{PIN_PEPPER:\?/);
      expect(api.depends_on?.postgres.condition).toBe('service_healthy');
      expect(api.depends_on?.redis.condition).toBe('service_healthy');
      expect(api.volumes).toContain('remotes:/data/remotes');
      // The worker service runs the timed jobs.
      expect(api.environment?.JOBS).toBe('worker');
    }
    // Healthy means ready: database migrated and reachable, Redis reachable.
    expect(JSON.stringify(services['api-1'].healthcheck?.test)).toContain('http://127.0.0.1:8080/readyz');
    // Metrics and readiness stay on the internal network: the proxy never forwards them.
    expect(proxyConf).not.toMatch(/location[^{]*\/(metrics|readyz)/);
    expect(proxyConf).toMatch(/upstream api \{[^}]*server api-1:8080[^}]*server api-2:8080[^}]*\}/);
    expect(apiConf).not.toMatch(/location[^{]*\/(metrics|readyz)/);
    expect(proxyConf).toContain('include /etc/nginx/api.conf;');
    expect(services.proxy.volumes).toContain('./deploy/nginx/api.conf:/etc/nginx/api.conf:ro');
  });

  it('routes every path the API serves to it: the APIs, the pages, the demo provider and the demo gateway', () => {
    for (const prefix of ['/wps/', '/lgw/', '/ops/', '/provider/', '/demo-gateway/', '/m'])
      expect(apiConf).toContain(`location ${prefix} { proxy_pass http://api; }`);
    for (const page of ['/', '/download']) expect(apiConf).toContain(`location = ${page} { proxy_pass http://api; }`);
  });

  it("sends the client's address as the proxy saw it: a client's own X-Forwarded-For must not pick its rate-limit bucket", () => {
    expect(apiConf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(apiConf + proxyConf).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('tells the API how each request came (TLS for HSTS, its request id) and does not expose the upstream instance', () => {
    expect(apiConf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(apiConf).toContain('proxy_set_header X-Request-Id $request_id;');
    // Which instance answered is for the logs, not for every client (it maps the internal network).
    expect(proxyConf + apiConf).not.toMatch(/X-Upstream|\$upstream_addr/i);
  });

  it('serves the shell and each remote from its own static service, waited on by the proxy', () => {
    expect(proxyConf).toContain('location / { proxy_pass http://shell; }');
    for (const remote of REMOTES) {
      const service = services[remote];
      expect(service.environment?.REMOTE).toBe(remote);
      expect(service.volumes).toContain('remotes:/srv/remotes:ro');
      expect(proxyConf).toContain(`location /remotes/${remote}/ { proxy_pass http://${remote}; }`);
    }
    for (const name of ['api-1', 'api-2', 'shell', ...REMOTES])
      expect(services.proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    // The remotes' builds are published (through the operator API) before the proxy takes requests.
    expect(services.proxy.depends_on?.publish?.condition).toBe('service_completed_successfully');
    expect(services.publish.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', target: 'publish' });
    expect(services.publish.environment?.SITE_URL).toBe('http://api-1:8080');
    expect(services.publish.depends_on?.['api-1']?.condition).toBe('service_healthy');
    expect(services.publish.restart).toBe('no');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'remotes']));
  });

  it("revalidates the shell's files whose names carry no content hash, as the API does", () => {
    const shellConf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/shell.conf'), 'utf8');
    const revalidated = /location ~ \(([^)]*)\)\$ \{\s*add_header Cache-Control "no-cache";/.exec(shellConf)?.[1] ?? '';
    for (const file of ['mf-manifest\\.json', 'remoteEntry\\.js', 'sw\\.js', 'manifest\\.webmanifest'])
      expect(revalidated.split('|')).toContain(file);
    expect(shellConf).toMatch(/location \/icons\/ \{\s*add_header Cache-Control "no-cache";/);
  });

  it('builds from Dockerfiles and mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build && typeof service.build === 'object') {
        const dockerfile = fs.readFileSync(path.join(ROOT, service.build.context, service.build.dockerfile ?? 'Dockerfile'), 'utf8');
        if (service.build.target)
          expect({ name, hasTarget: new RegExp(`^FROM .+ AS ${service.build.target}$`, 'm').test(dockerfile) }).toEqual({
            name,
            hasTarget: true,
          });
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./'))
          expect({ name, source, exists: fs.existsSync(path.join(ROOT, source)) }).toEqual({ name, source, exists: true });
        else expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });

  it('runs the timed jobs in a worker: the API image, the compiled worker, kept running', () => {
    const worker = services.worker;
    expect(worker.image).toBe(services['api-1'].image);
    expect(worker.command).toEqual(['node', '--enable-source-maps', 'api/dist/worker.js']);
    expect(worker.environment?.DATABASE_URL).toBe(services['api-1'].environment?.DATABASE_URL);
    expect(worker.restart).toBe('unless-stopped');
    // It serves no HTTP: the image's /readyz check does not apply.
    expect(worker.healthcheck?.disable).toBe(true);
    expect(worker.ports ?? []).toEqual([]);
  });

  it('takes every secret from the environment: none is written in the file', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/PASSWORD|TOKEN|SECRET/.test(key))
          expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{[A-Z_]+(:\?[^}]*|:-)\}$/) });
      }
    }
    for (const required of ['OPERATOR_TOKEN', 'POSTGRES_PASSWORD'])
      expect(fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')).toMatch(new RegExp(`^#? ?${required}=`, 'm'));
  });

  it('builds the API image on Node 22 LTS with the compiled API and no front-end code or tsx', () => {
    for (const from of dockerfile.match(/^FROM node:\S+/gm) ?? []) expect(from).toMatch(/^FROM node:22-/);
    const api = stage('api');
    expect(api).toContain('CMD ["node", "--enable-source-maps", "api/dist/server.js"]');
    expect(api).not.toMatch(/tsx|api\/src/);
    // From the build, only the compiled API, its migrations, the shell's page template and manifests, and the operator
    // console's built files, which the API serves itself under /ops/console/ (docs/operator-console.md).
    const fromBuild = [...api.matchAll(/^COPY --from=build (.+) \S+$/gm)].flatMap((m) => m[1].split(' '));
    expect(fromBuild).toEqual([
      '/app/api/dist',
      '/app/api/migrations',
      '/app/shell/dist/index.html',
      '/app/shell/dist/mf-manifest.json',
      '/app/shell/dist/start-files.json',
      '/app/ops-console/dist',
    ]);
    // Its packages are the ones the compiled API lists (npm run build:api), installed from the lock file.
    expect(stage('api-packages')).toContain('COPY --from=build /app/api/dist/package.json /app/package-lock.json ./');
    expect(stage('api-packages')).toContain('npm install --omit=dev');
  });
});

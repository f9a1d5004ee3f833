import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES } from './registry.service';

/**
 * No Docker engine runs here, so docker-compose.yml is validated by reading it (issue 6): every service
 * has a build or an image, a health check, and the ports it needs; the API runs twice behind the proxy;
 * the shell and each remote have their own static service; every file it mounts or builds from exists.
 */
const ROOT = path.resolve(__dirname, '../../..');

interface Service {
  build?: string | { context: string; dockerfile?: string; target?: string };
  image?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[]; interval?: string; timeout?: string; retries?: number };
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const names = Object.keys(services);
const proxyConf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/proxy.conf'), 'utf8');

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Redis, two API instances, a reverse proxy, the shell and every remote', () => {
    expect(names).toEqual(expect.arrayContaining(['postgres', 'redis', 'api-1', 'api-2', 'proxy', 'shell', ...REMOTES]));
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it.each(names)('%s has a build or an image, and a health check', (name) => {
    const service = services[name];
    expect(Boolean(service.build) || Boolean(service.image)).toBe(true);
    const test = service.healthcheck?.test;
    expect(Array.isArray(test) ? test.length > 1 && ['CMD', 'CMD-SHELL'].includes(test[0]) : typeof test === 'string' && test.length > 0).toBe(true);
    expect(service.healthcheck?.interval).toMatch(/^\d+s$/);
    expect(service.healthcheck?.retries).toBeGreaterThan(0);
  });

  it.each(names)('%s declares the port it listens on', (name) => {
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
      expect(api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(api.environment?.NODE_ENV).toBe('production');
      expect(api.environment?.TRUST_PROXY).toBe('1');
      // The operator secret is never baked into the file.
      expect(api.environment?.OPERATOR_TOKEN).toMatch(/^\$\{OPERATOR_TOKEN:\?/);
      expect(api.depends_on?.postgres.condition).toBe('service_healthy');
      expect(api.depends_on?.redis.condition).toBe('service_healthy');
      expect(api.volumes).toContain('remotes:/data/remotes');
    }
    // Healthy means ready: database migrated and reachable, Redis reachable.
    expect(JSON.stringify(services['api-1'].healthcheck?.test)).toContain('http://127.0.0.1:8080/readyz');
    // Metrics and readiness stay on the internal network: the proxy never forwards them.
    expect(proxyConf).not.toMatch(/location[^{]*\/(metrics|readyz)/);
    expect(proxyConf).toMatch(/upstream api \{[^}]*server api-1:8080[^}]*server api-2:8080[^}]*\}/);
    for (const prefix of ['/wps/', '/lgw/', '/ops/']) expect(proxyConf).toContain(`location ${prefix} { proxy_pass http://api;`);
  });

  it('tells the API how each request came (TLS for HSTS, its request id) and does not expose the upstream instance', () => {
    expect(proxyConf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(proxyConf).toContain('proxy_set_header X-Request-Id $request_id;');
    // Which instance answered is for the logs, not for every client (it maps the internal network).
    expect(proxyConf).not.toMatch(/X-Upstream|\$upstream_addr/i);
  });

  it('serves the shell and each remote from its own static service, waited on by the proxy', () => {
    expect(proxyConf).toContain('location / { proxy_pass http://shell; }');
    for (const remote of REMOTES) {
      const service = services[remote];
      expect(service.environment?.REMOTE).toBe(remote);
      expect(service.volumes).toContain('remotes:/srv/remotes:ro');
      expect(proxyConf).toContain(`location /remotes/${remote}/ { proxy_pass http://${remote}; }`);
    }
    for (const name of ['api-1', 'api-2', 'shell', ...REMOTES]) expect(services.proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'remotes']));
  });

  it('builds from Dockerfiles and mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build && typeof service.build === 'object') {
        const dockerfile = fs.readFileSync(path.join(ROOT, service.build.context, service.build.dockerfile ?? 'Dockerfile'), 'utf8');
        if (service.build.target) expect({ name, hasTarget: new RegExp(`^FROM .+ AS ${service.build.target}$`, 'm').test(dockerfile) }).toEqual({ name, hasTarget: true });
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect({ name, source, exists: fs.existsSync(path.join(ROOT, source)) }).toEqual({ name, source, exists: true });
        else expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });
});

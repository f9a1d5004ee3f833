#!/usr/bin/env node
// Ship and roll back one remote (docs/shipping.md). Talks to the operator API:
//   npm run remote -- list [--merchant M] [--channel C]
//   npm run remote -- publish <remote> [--version V] [--dist DIR] [--no-activate] [--merchant M] [--channel C] [--reason TEXT]
//   npm run remote -- activate <remote> <version> [--merchant M] [--channel C] [--reason TEXT]
//   npm run remote -- rollback <remote> [to V] [--merchant M] [--channel C] [--reason TEXT]
//   npm run remote -- history <remote> [--merchant M] [--channel C] [--limit N]
//   npm run remote -- auto-rollback <on|off|show> [--merchant M] [--threshold N] [--window SECONDS]
// SITE_URL (default http://localhost:8080) and OPERATOR_TOKEN (default dev-operator-token) come from the
// environment; OPERATOR_NAME (default your user name) is recorded in the history. --json prints raw answers.
// publish uploads the build's files (JSON, base64), so it works against a remote host too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const TOKEN = process.env.OPERATOR_TOKEN ?? 'dev-operator-token';
const OPERATOR = process.env.OPERATOR_NAME ?? os.userInfo().username ?? 'operator';

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--no-')) flags[arg.slice(5)] = false;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      if (inline !== undefined) flags[key] = inline;
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[key] = argv[++i];
      else flags[key] = true;
    } else positional.push(arg);
  }
  return { positional, flags };
}

const { positional, flags } = parseArgs(process.argv.slice(2));
const [command, remote, ...rest] = positional;

function usage(message) {
  if (message) console.error(`error: ${message}\n`);
  console.error(
    fs
      .readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 11)
      .map((l) => l.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(2);
}

async function call(method, urlPath, body) {
  const response = await fetch(`${SITE_URL}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, operator: OPERATOR, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => {
    console.error(`cannot reach ${SITE_URL}: ${error.cause?.code ?? error.message} (is the site running? set SITE_URL)`);
    process.exit(1);
  });
  const envelope = await response.json().catch(() => ({ success: false, errorCode: 'unknown.error', message: `HTTP ${response.status}` }));
  if (!envelope.success) {
    console.error(`refused (${response.status} ${envelope.errorCode}): ${envelope.message}`);
    process.exit(1);
  }
  return envelope.value;
}

function query(params) {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== true && v !== false);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

function print(value, human) {
  if (flags.json) console.log(JSON.stringify(value, null, 2));
  else human(value);
}

function readDist(dir) {
  const files = {};
  let bytes = 0;
  const walk = (folder, prefix) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), rel);
      // The server makes its own brotli and gzip copies.
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const data = fs.readFileSync(path.join(folder, entry.name));
        bytes += data.length;
        files[rel] = data.toString('base64');
      }
    }
  };
  walk(dir, '');
  return { files, bytes };
}

const common = { merchant: flags.merchant, channel: flags.channel, reason: typeof flags.reason === 'string' ? flags.reason : undefined };
const when = (at) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);

switch (command) {
  case 'list': {
    const value = await call('GET', `/ops/registry/remotes${query({ merchant: flags.merchant, channel: flags.channel })}`);
    print(value, ({ remotes }) => {
      for (const r of remotes) {
        console.log(r.name);
        if (!r.live.length) console.log('  (not live anywhere)');
        for (const l of r.live) console.log(`  live  ${l.merchant}/${l.channel}: ${l.version}  since ${when(l.updatedAt)}`);
        console.log(
          `  versions: ${
            r.versions
              .slice(0, 5)
              .map((v) => v.version)
              .join(', ') || '-'
          }${r.versions.length > 5 ? ', ...' : ''}`,
        );
      }
    });
    break;
  }
  case 'publish': {
    if (!remote) usage('publish needs a remote, e.g. mf-lobby');
    const dist = path.resolve(typeof flags.dist === 'string' ? flags.dist : path.join(root, remote, 'dist'));
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
      usage(`${dist} has no mf-manifest.json; build first: npm run build -w ${remote}`);
    const { files, bytes } = readDist(dist);
    console.error(
      `uploading ${Object.keys(files).length} files (${(bytes / 1024).toFixed(0)} KB) of ${remote} from ${dist} to ${SITE_URL}`,
    );
    const value = await call('POST', `/ops/registry/remotes/${remote}/versions`, {
      files,
      version: typeof flags.version === 'string' ? flags.version : undefined,
      activate: flags.activate !== false,
      ...common,
      reason: common.reason ?? `published from ${os.hostname()}`,
    });
    print(value, (v) => {
      console.log(`${v.created ? 'published' : 'already published'} ${v.remote} ${v.version} (${v.manifestUrl})`);
      console.log(
        v.activated.length
          ? `live for ${v.activated.join(', ')}${flags.channel ? ` on ${flags.channel}` : ''}`
          : flags.activate === false
            ? 'not activated (--no-activate)'
            : 'already live',
      );
    });
    break;
  }
  case 'activate': {
    const [version] = rest;
    if (!remote || !version) usage('activate needs a remote and a version');
    const value = await call('POST', `/ops/registry/remotes/${remote}/activate`, { version, ...common });
    print(value, ({ changes }) => {
      if (!changes.length) console.log(`${remote} ${version} was already live`);
      for (const c of changes) console.log(`${c.merchant}/${c.channel}: ${c.remote} ${c.previousVersion ?? '-'} -> ${c.version}`);
    });
    break;
  }
  case 'rollback': {
    if (!remote) usage('rollback needs a remote');
    const to = rest[0] === 'to' ? rest[1] : rest[0];
    if (rest[0] === 'to' && !to) usage('rollback <remote> to <version>');
    const value = await call('POST', `/ops/registry/remotes/${remote}/rollback`, { to, ...common });
    print(value, ({ changes }) => {
      if (!changes.length) console.log('nothing changed');
      for (const c of changes) console.log(`rolled back ${c.merchant}/${c.channel}: ${c.remote} ${c.previousVersion} -> ${c.version}`);
    });
    break;
  }
  case 'history': {
    if (!remote) usage('history needs a remote');
    const value = await call(
      'GET',
      `/ops/registry/remotes/${remote}/history${query({ merchant: flags.merchant, channel: flags.channel, limit: flags.limit })}`,
    );
    print(value, ({ history }) => {
      if (!history.length) console.log(`no history for ${remote}`);
      for (const h of history) {
        console.log(
          `${when(h.at)}  ${h.merchant}/${h.channel}  ${h.action.padEnd(8)} ${h.previousVersion ?? '-'} -> ${h.version}  by ${h.actor}${h.reason ? `: ${h.reason}` : ''}`,
        );
      }
    });
    break;
  }
  case 'auto-rollback': {
    const mode = remote ?? 'show';
    const merchant = typeof flags.merchant === 'string' ? flags.merchant : 'DEMO';
    const value =
      mode === 'show'
        ? await call('GET', `/ops/registry/auto-rollback${query({ merchant })}`)
        : mode === 'on' || mode === 'off'
          ? await call('PUT', '/ops/registry/auto-rollback', {
              merchant,
              enabled: mode === 'on',
              threshold: flags.threshold ? Number(flags.threshold) : undefined,
              windowSeconds: flags.window ? Number(flags.window) : undefined,
            })
          : usage('auto-rollback on|off|show');
    print(value, (v) =>
      console.log(`${v.merchant}: automatic rollback ${v.enabled ? 'on' : 'off'} (${v.threshold} failures within ${v.windowSeconds} s)`),
    );
    break;
  }
  default:
    usage(command ? `unknown command ${command}` : undefined);
}

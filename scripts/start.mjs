// npm start: build what is missing, then serve the whole site (API + shell + remotes) on one port.
// npm run dev (--watch): rebuild every app on change and serve remotes straight from their dist folders.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const node = process.execPath;

function run(args, options = {}) {
  return spawn(node, args, { cwd: root, stdio: 'inherit', ...options });
}

const initial = run([path.join(root, 'scripts/build.mjs'), ...(watch ? [] : ['--missing'])]);
initial.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const children = [];
  if (watch) {
    for (const app of APPS) {
      children.push(
        run([path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--watch'], {
          cwd: path.join(root, app),
          env: { ...process.env, NODE_ENV: 'development' },
        }),
      );
    }
  }
  const server = run([path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'api/src/server.ts')], {
    env: { ...process.env, ...(watch ? { DEV_REMOTES: '1' } : {}) },
  });
  children.push(server);
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (c) => {
    stop();
    process.exit(c ?? 0);
  });
});

#!/usr/bin/env node
// npm run build:api: the API compiled to plain JavaScript (CommonJS) in api/dist, so production runs it with
// `node api/dist/server.js` (and the jobs worker with `node api/dist/worker.js`), without tsx.
//   api/src/<file>.ts                 -> api/dist/<file>.js (same depth: config.ts and migrate.ts find the repository
//                                        root and api/migrations from __dirname as they do from source)
//   shared/src/<file>.ts it imports   -> api/dist/node_modules/@site/shared/src/<file>.js (where Node looks first for
//                                        `@site/shared/src/...` from api/dist, so no import needs rewriting)
//   api/dist/package.json             the npm packages the compiled API requires, at the root package.json's
//                                        versions: the API image installs only these (no front-end libraries)
// Tests are not compiled. Types are checked by `npm run typecheck`, not here; swc (already the tests' compiler)
// only strips them, file by file, in about a second.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'api/src');
const sharedDir = path.join(root, 'shared/src');
const outDir = path.join(root, 'api/dist');
const sharedOut = path.join(outDir, 'node_modules/@site/shared/src');
const SHARED = '@site/shared/src/';

const swcOptions = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
  // import() stays a native dynamic import: ES-module-only packages (pg-boss) load as they do under tsx.
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: true,
  swcrc: false,
};

const isTest = (file) => /\.test\.ts$/.test(file);

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !isTest(file));
}

/** Every module specifier of compiled CommonJS: require("x"), require.resolve('x') (a package's files) and import('x'). */
const specifiersOf = (code) => [...code.matchAll(/\b(?:require|require\.resolve|import)\((["'])([^"']+)\1\)/g)].map((m) => m[2]);
/** The browser's libraries: the API image has none of them (a shared module that needs one is split, see shared/src/contract/remotes.ts). */
const FRONT_END = /^(react|react-dom|react-router-dom|zustand|i18next|single-spa|single-spa-react|firebase|axios|@module-federation\/.*)$/;

/** The source file a relative or @site/shared specifier names: a .ts module, or a file as it is (JSON). */
function resolveSource(fromFile, specifier) {
  const base = specifier.startsWith(SHARED)
    ? path.join(sharedDir, specifier.slice(SHARED.length))
    : path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(root, fromFile)}: cannot find ${specifier}`);
}

/** Where a source file of api/src or shared/src goes in api/dist. */
function targetOf(file) {
  const [from, to] = file.startsWith(sharedDir + path.sep) ? [sharedDir, sharedOut] : [srcDir, outDir];
  if (!file.startsWith(from + path.sep)) throw new Error(`the API imports ${path.relative(root, file)}, outside api/src and shared/src`);
  return path.join(to, path.relative(from, file)).replace(/\.ts$/, '.js');
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtins.has(packageOf(specifier));

async function compile(file, target) {
  const { code, map } = await transformFile(file, { ...swcOptions, filename: file, outputPath: target });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  fs.writeFileSync(`${target}.map`, map);
  return code;
}

const started = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
const packages = new Set();
const apiFiles = sourceFiles(srcDir);
/** Source files already compiled or copied (or queued to be). */
const done = new Set(apiFiles);
const queue = [...apiFiles];

function follow(fromFile, code) {
  for (const specifier of specifiersOf(code)) {
    if (specifier.startsWith('.') || specifier.startsWith(SHARED)) {
      const file = resolveSource(fromFile, specifier);
      if (!done.has(file)) {
        done.add(file);
        queue.push(file);
      }
    } else if (!isBuiltin(specifier)) packages.add(packageOf(specifier));
  }
}

// The API's modules, then what they import from shared/src and what that imports in turn; data files (JSON) as they are.
while (queue.length) {
  const file = queue.shift();
  const target = targetOf(file);
  if (file.endsWith('.ts')) follow(file, await compile(file, target));
  else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}

const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const dependencies = {};
for (const name of [...packages].sort()) {
  const version = rootPackage.dependencies?.[name];
  if (!version) throw new Error(`the compiled API requires ${name}, which is not in the root package.json's dependencies`);
  if (FRONT_END.test(name))
    throw new Error(`the compiled API requires ${name}, a front-end library: import a module of shared/src that does not need it`);
  dependencies[name] = version;
}
fs.writeFileSync(
  path.join(outDir, 'package.json'),
  `${JSON.stringify({ name: 'royalwin-api', private: true, description: 'the compiled API and what it requires (npm run build:api)', engines: rootPackage.engines, dependencies }, null, 2)}\n`,
);
const fromShared = [...done].filter((file) => file.startsWith(sharedDir + path.sep)).length;
console.log(
  `api/dist: ${done.size} files (${fromShared} from shared/src), requiring ${packages.size} packages, in ${Date.now() - started} ms`,
);

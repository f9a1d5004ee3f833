// The one list of Module Federation singletons and their versions, used by every app's config.
// Versions come from the root package.json, so a drift between apps cannot build (see checkSharedVersions).
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));
const sharedPkg = require(path.join(__dirname, '../package.json'));

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', '@tanstack/react-query', 'react-hook-form'];
/** The shared package's query client: a singleton of its own, out of the package's index (shared/src/query). */
const SHARED_QUERY = `${sharedPkg.name}/src/query`;

function installedVersion(name) {
  const pkgFile = path.join(root, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(pkgFile, 'utf8')).version;
}

/** Fails the build when an installed singleton does not satisfy the declared range (a version drift). */
function checkSharedVersions() {
  for (const name of SINGLETONS) {
    const declared = rootPkg.dependencies[name];
    const installed = installedVersion(name);
    const major = declared.replace(/^[\^~]/, '').split('.')[0];
    if (installed.split('.')[0] !== major) {
      throw new Error(`shared singleton ${name}: installed ${installed} does not satisfy ${declared}`);
    }
  }
}

const ROUTER_EXPORTS = path.join(__dirname, 'react-router-dom.shared.mjs');

/** The .ts/.tsx files under dir, tests aside (they run on the whole package, never in a build). */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Fails the build when the app's code (or the shared package's) imports from react-router-dom a name the shared
 * part of it does not export: Module Federation would hand it undefined, and nothing else would say so. Also fails on
 * an import from react-router itself, which is not shared: that copy's hooks would find no router.
 */
function checkRouterImports(appDir) {
  const [, list] = /export \{([^}]*)\}/.exec(fs.readFileSync(ROUTER_EXPORTS, 'utf8'));
  const shared = new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const file of [...sourceFiles(path.join(appDir, 'src')), ...sourceFiles(path.join(__dirname, '../src'))]) {
    const source = fs.readFileSync(file, 'utf8');
    if (/from\s+'react-router(\/[^']*)?'/.test(source))
      throw new Error(`${file}: import the router from 'react-router-dom' (the shared one), never from 'react-router'`);
    for (const [statement, names] of source.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+'react-router-dom'/g)) {
      if (!names.startsWith('{')) throw new Error(`${file}: import react-router-dom's names one by one ({ ... }), not as "${statement}"`);
      for (const name of names
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))) {
        const imported = name.split(/\s+as\s+/)[0];
        if (!shared.has(imported))
          throw new Error(`${file}: react-router-dom's ${imported} is not shared; add it to ${path.relative(root, ROUTER_EXPORTS)}`);
      }
    }
  }
}

function sharedMap() {
  const map = {};
  for (const name of SINGLETONS) {
    map[name] = { singleton: true, requiredVersion: rootPkg.dependencies[name], version: installedVersion(name) };
  }
  // react-dom/client is imported by subpath; it must come from the same single react-dom.
  map['react-dom/client'] = { singleton: true, requiredVersion: rootPkg.dependencies['react-dom'], version: installedVersion('react-dom') };
  // The router's API without its data routers is shared (react-router-dom.shared.mjs), so the rest is tree-shaken.
  map['react-router-dom'].import = ROUTER_EXPORTS;
  // The shared package creates the store, bus and i18n instance: it must itself be the singleton.
  map[sharedPkg.name] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  map[SHARED_QUERY] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  return map;
}

module.exports = { SINGLETONS, sharedMap, checkSharedVersions, checkRouterImports, sharedPackageName: sharedPkg.name };

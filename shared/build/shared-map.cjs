// The one list of Module Federation singletons and their versions, used by every app's config.
// Versions come from the root package.json, so a drift between apps cannot build (see checkSharedVersions).
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));
const sharedPkg = require(path.join(__dirname, '../package.json'));

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'axios'];

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

function sharedMap() {
  const map = {};
  for (const name of SINGLETONS) {
    map[name] = { singleton: true, requiredVersion: rootPkg.dependencies[name], version: installedVersion(name) };
  }
  // react-dom/client is imported by subpath; it must come from the same single react-dom.
  map['react-dom/client'] = { singleton: true, requiredVersion: rootPkg.dependencies['react-dom'], version: installedVersion('react-dom') };
  // The shared package creates the store, bus and i18n instance: it must itself be the singleton.
  map[sharedPkg.name] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  return map;
}

module.exports = { SINGLETONS, sharedMap, checkSharedVersions, sharedPackageName: sharedPkg.name };

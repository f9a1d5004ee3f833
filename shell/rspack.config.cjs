const path = require('node:path');
const { createHostConfig } = require('@site/shared/build/rspack.base.cjs');
const federation = require('./module-federation.config.cjs');

module.exports = createHostConfig({
  dir: __dirname,
  name: federation.name,
  runtimePlugins: [path.join(__dirname, 'src/remotes/provide-federation-libs.cjs'), path.join(__dirname, 'src/remotes/runtime-plugin.ts')],
  html: path.join(__dirname, 'public/index.html'),
});

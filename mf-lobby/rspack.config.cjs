const { createRemoteConfig } = require('@site/shared/build/rspack.base.cjs');
const federation = require('./module-federation.config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, ...federation });

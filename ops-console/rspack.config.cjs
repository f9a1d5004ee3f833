const path = require('node:path');
const { createAppConfig } = require('@site/shared/build/rspack.base.cjs');

/** A plain SPA (no Module Federation) whose files the API serves under /ops/console/ (api/src/web/ops-console.ts). */
module.exports = createAppConfig({ dir: __dirname, publicPath: '/ops/console/', html: path.join(__dirname, 'public/index.html') });

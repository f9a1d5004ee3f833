// One base rspack + Module Federation config for the shell and every remote, so an app's own
// config is only its name and what it exposes (see each app's module-federation.config.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedMap, checkSharedVersions, checkRouterImports } = require('./shared-map.cjs');

const isProduction = process.env.NODE_ENV !== 'development';
/** product-rules 1.6: the web app targets iOS 12.4 and later. */
const BROWSER_TARGETS = 'iOS >= 12.4, Chrome >= 80, Safari >= 12';
const ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/** Module Federation container names are JS identifiers: 'mf-lobby' -> 'mf_lobby'. */
function containerName(folderName) {
  return folderName.replace(/-/g, '_');
}

function baseConfig({ dir, publicPath }) {
  checkSharedVersions();
  checkRouterImports(dir);
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: isProduction ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      cssFilename: isProduction ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      cssChunkFilename: isProduction ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // react-router's package exports name only its development files (warnings included); a production build
      // takes the production ones.
      alias: isProduction ? { 'react-router$': ROUTER_PRODUCTION } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        // product-rules 1.6 (iOS 12.4): the router and TanStack Query ship ES2020 (?. and ??), which Safari 12 cannot
        // parse; they are compiled to the same targets as the site's own code.
        {
          test: /\.m?js$/,
          include: /node_modules[\\/](react-router|@tanstack)[\\/]/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'ecmascript' } }, env: { targets: BROWSER_TARGETS } },
          type: 'javascript/auto',
        },
        // CSS Modules everywhere (styles never leak between remotes); plain .css only in the shell.
        {
          test: /\.module\.css$/,
          type: 'css/module',
          parser: { namedExports: false },
          // The app's name prefixes every class, so two remotes can never collide.
          generator: { localIdentName: `${path.basename(dir).replace(/^mf-/, '')}-[local]-[hash:5]`, exportsConvention: 'as-is' },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The Module Federation runtime ships once, in the shell (provideExternalRuntime); remotes use it
 * (externalRuntime) instead of carrying ~34 KB of runtime each. MF_STANDALONE=1 builds a remote that
 * carries its own runtime, for its standalone dev page (npm run standalone -w <remote>).
 */
const standalone = process.env.MF_STANDALONE === '1';

/**
 * Besides runtime-core, a remote takes the Module Federation sdk and error codes from the shell
 * (shell/src/remotes/provide-federation-libs.cjs), so they are not repeated in every remote entry.
 */
const FEDERATION_LIBS_FROM_HOST = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
};

function federation({ name, exposes = {}, runtimePlugins = [], isHost = false }) {
  return new ModuleFederationPlugin({
    name: containerName(name),
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedMap(),
    // Start-up must not fetch every remote entry: share what is loaded, load remotes on first use.
    shareStrategy: 'loaded-first',
    runtimePlugins,
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    experiments: isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web' } }
      : { externalRuntime: !standalone, optimization: { disableSnapshot: true, target: 'web' } },
  });
}

/** A remote: builds to <remote>/dist with a manifest, loadable from any URL (publicPath auto). */
function createRemoteConfig({ dir, name, exposes }) {
  const config = baseConfig({ dir, publicPath: 'auto' });
  config.plugins = [
    federation({ name, exposes }),
    ...(standalone ? [] : [new rspack.ExternalsPlugin('global', FEDERATION_LIBS_FROM_HOST)]),
    // The remote's own dev page, so a squad can run it alone.
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'standalone.html'), title: name, chunks: ['main'] }),
    new CompileHintsPlugin(),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
  ];
  return config;
}

/**
 * Writes start-files.json: the shell's own files its start loads (the "app" chunk group that
 * shell/src/index.ts imports, JS and CSS). With the shared libraries of mf-manifest.json they are what the
 * server preloads with the HTML (api/src/web/boot.ts), so the start's steps find their files already fetched.
 */
class StartFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('app');
        const files = group ? [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))] : [];
        compilation.emitAsset('start-files.json', new rspack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

/**
 * V8's compile hint (the magic comment `//# allFunctionsCalledOnLoad`, Chromium 136+) on the files a screen
 * runs as soon as it loads: the browser then compiles all their functions while the file streams in, on a
 * background thread, instead of each function on the main thread the first time it is called. On the home
 * page that was a fifth of the main thread's work after the first paint. The files: every entry (the shell's
 * main.js, each remoteEntry.js), the shell's start files (start-files.json, above), the shared libraries and
 * each exposed screen's own chunks (from mf-manifest.json). Not lazily loaded code such as a remote's async
 * chunks: compiling what may never run costs time and memory. Engines without the feature read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const readAssetJson = (compilation, name) => {
  const asset = compilation.getAsset(name);
  return asset ? JSON.parse(asset.source.source().toString()) : null;
};

function filesRunOnLoad(compilation) {
  const files = new Set(readAssetJson(compilation, 'start-files.json') ?? []);
  for (const chunk of compilation.chunks) if (chunk.hasRuntime()) for (const file of chunk.files) files.add(file);
  const manifest = readAssetJson(compilation, 'mf-manifest.json');
  if (manifest) {
    const { shared = [], exposes = [] } = manifest;
    for (const entry of [...shared, ...exposes]) for (const file of entry.assets.js.sync) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments) and after the manifest is written.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        for (const file of filesRunOnLoad(compilation)) {
          compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
          // The file's source map (dev builds) gets the same line at the top: one empty line of mappings.
          const map = readAssetJson(compilation, `${file}.map`);
          if (map)
            compilation.updateAsset(`${file}.map`, new rspack.sources.RawSource(JSON.stringify({ ...map, mappings: `;${map.mappings}` })));
        }
      });
    });
  }
}

/**
 * A page of its own (the shell's, the console's): its template gets `themeBoot`, the script and background that set
 * the theme and language before first paint, written once in theme-boot.html (the API adds the script's nonce).
 */
const pagePlugin = (template) =>
  new rspack.HtmlRspackPlugin({
    template,
    chunks: ['main'],
    minify: isProduction,
    templateParameters: { themeBoot: fs.readFileSync(path.join(__dirname, 'theme-boot.html'), 'utf8') },
  });

/** The host: no remote URL is baked in; the registry supplies them at run time. */
function createHostConfig({ dir, name, runtimePlugins, html }) {
  const config = baseConfig({ dir, publicPath: '/' });
  config.plugins = [
    federation({ name, runtimePlugins, isHost: true }),
    pagePlugin(html),
    // The rest of public/ as it is: the web app manifest, its icons and the service worker (served from / for its scope).
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.dirname(html), globOptions: { ignore: ['**/index.html'] } }] }),
    new StartFilesPlugin(),
    new CompileHintsPlugin(),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
  ];
  return config;
}

/**
 * A plain single-page app on the same base, without Module Federation: the operator console (ops-console/, served
 * by the API under publicPath). Its own copy of React and the shared package: it shares no page with the site.
 */
function createAppConfig({ dir, publicPath, html }) {
  const config = baseConfig({ dir, publicPath });
  config.plugins = [
    pagePlugin(html),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
  ];
  return config;
}

module.exports = { createRemoteConfig, createHostConfig, createAppConfig, containerName };

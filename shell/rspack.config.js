const path = require('node:path');
const { rspack } = require('@rspack/core');
const { SHELL_PORT, createAppConfig, createBundleConfig, devServer } = require('../tools/mf');
const { readShellContract } = require('../tools/mf/shell-contract');
const { SHELL_PROVIDES_FEDERATION_RUNTIME } = require('../tools/mf/federation-runtime');
const { hostSharedSingletons, hostSubsetAliases } = require('../tools/mf/shared');

const distDir = path.join(__dirname, 'dist');

/** Both bundles build Bootstrap from its Sass, each down to the components its pages draw (src/styles/*.scss). */
const SASS_RULE = {
  test: /\.scss$/,
  type: 'css',
  loader: 'sass-loader',
  // Bootstrap 5.3's Sass uses @import and global functions, which Dart Sass reports as deprecated.
  options: { sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
};

/**
 * Two builds into one dist/. The portal is the Module Federation host: runtime, shared singletons, remotes.
 * The start build has no federation: its entry only picks the page's bundle, and it carries the public pages
 * (/login, /verify-login) as plain React, so a cold sign-in fetches neither the federation runtime nor the
 * shared packages. The portal's entry file names reach the start build's index.html through this object.
 */
const portalEntry = { files: [] };

function rememberPortalEntry(compiler) {
  compiler.hooks.done.tap('RememberPortalEntry', (stats) => {
    const main = stats.compilation.entrypoints.get('main');
    portalEntry.files = main.getFiles().filter((file) => file.endsWith('.js'));
  });
}

/**
 * dist/shell-contract.json: what this shell expects of each remote and the shared singletons it ships, read from the
 * workspace at build time. The API checks a remote's release against it (SHELL_CONTRACT_FILE), so the API can be
 * deployed without the shell's workspace.
 */
function emitShellContract(compiler) {
  compiler.hooks.thisCompilation.tap('EmitShellContract', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'EmitShellContract', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      const contract = readShellContract(__dirname);
      compilation.emitAsset('shell-contract.json', new rspack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
    });
  });
}

function portalConfig(production) {
  const config = createAppConfig({
    appDir: __dirname,
    name: 'shell',
    production,
    publicPath: '/',
    federation: {
      // No remote is compiled in: src/remotes registers them at start-up from the registry document.
      remotes: {},
      // react-router and react-bootstrap as the subsets the apps import (tools/mf/host-subsets).
      shared: hostSharedSingletons(require('./package.json'), __dirname),
      // Use the shell's already-loaded singletons instead of fetching every remote's entry to compare versions,
      // so a remote that is down cannot delay or break start-up.
      shareStrategy: 'loaded-first',
      runtimePlugins: [require.resolve('./src/remotes/remote-failure-plugin.ts'), require.resolve('./src/remotes/release-integrity-plugin.ts')],
      // The one federation runtime of the page: every remote's production build expects it (externalRuntime). The
      // shell's contract says so, and the contract gate refuses such a remote under a shell without it. Built for
      // browsers only (target 'web'), the runtime drops its Node.js loaders: 2.1 KB gzip off every signed-in page.
      experiments: { provideExternalRuntime: SHELL_PROVIDES_FEDERATION_RUNTIME, optimization: { target: 'web' } },
      // Nothing loads the shell as a remote: no manifest to publish.
      manifest: false,
    },
    // The start build writes index.html.
    html: false,
    extraRules: [SASS_RULE],
    devServer: devServer({
      port: SHELL_PORT,
      staticDir: path.join(__dirname, 'public'),
      cors: false,
      extraProxyPaths: ['/membership'],
      registryFromApi: true,
    }),
    plugins: [
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
      { apply: rememberPortalEntry },
      { apply: emitShellContract },
    ],
  });
  return { ...config, resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...hostSubsetAliases } }, name: 'portal' };
}

function startConfig(production) {
  return {
    ...createBundleConfig({
      appDir: __dirname,
      // Its own chunk-loading global: on portal pages both runtimes share the window.
      uniqueName: 'greenroom_shell_start',
      production,
      entry: { start: './src/start.ts' },
      publicPath: '/',
      outDir: distDir,
      chunkDir: 'public/',
      // The portal build, which runs first, cleans dist/.
      clean: false,
      extraRules: [SASS_RULE],
    }),
    name: 'start',
    // Built after the portal, whose entry file names go into index.html.
    dependencies: ['portal'],
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './public/index.html',
        templateParameters: (parameters) => ({ ...parameters, portalEntry: portalEntry.files.map((file) => `/${file}`).join(' ') }),
      }),
    ],
  };
}

module.exports = (env = {}) => {
  const production = !env.RSPACK_SERVE;
  return [portalConfig(production), startConfig(production)];
};

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
const portalEntry = { files: [], startupFiles: [] };

/** `provide shared module (default) react-dom@19.3.1 = …` and `consume shared module (default) react@^19.2.0 …`: the package. */
const sharedPackageOf = (kind, module) => new RegExp(`^${kind} shared module \\(\\w+\\) (@?[^@]+)@`).exec(module?.identifier() ?? '')?.[1];

/**
 * What a cold start of the portal fetches once its entry has run: the bootstrap chunk group and the portal's own copy
 * of each shared package the bootstrap consumes. The start script asks for them beside the entry (preload), so they
 * come in parallel with it instead of one round trip after it.
 */
function startupFiles(compilation) {
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error('src/index.ts names no "bootstrap" chunk');
  const consumed = new Set(
    bootstrap.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk).map((module) => sharedPackageOf('consume', module))),
  );
  consumed.delete(undefined);
  const providers = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => consumed.has(sharedPackageOf('provide', origin.module))),
  );
  return [...new Set([bootstrap, ...providers].flatMap((group) => group.getFiles()))].filter((file) => /\.(js|css)$/.test(file));
}

function rememberPortalEntry(compiler) {
  compiler.hooks.done.tap('RememberPortalEntry', (stats) => {
    const main = stats.compilation.entrypoints.get('main');
    portalEntry.files = main.getFiles().filter((file) => file.endsWith('.js'));
    portalEntry.startupFiles = startupFiles(stats.compilation);
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

/** What index.html holds in place of the start script: the shell's server gives every page its own nonce. */
const START_SCRIPT_NONCE = '__GREENROOM_NONCE__';

/**
 * index.html carries the start script itself (3 KB gzip) at the end of its body, instead of naming start.js: a cold
 * page then asks for its bundle as soon as the HTML is parsed, one round trip (150 ms on Slow 4G) sooner. The file stays
 * in dist/ for its source map.
 */
function inlineStartScript(compiler) {
  compiler.hooks.thisCompilation.tap('InlineStartScript', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'InlineStartScript', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
      const [file] = compilation.entrypoints
        .get('start')
        .getFiles()
        .filter((name) => name.endsWith('.js'));
      const html = compilation.getAsset('index.html')?.source.source().toString();
      const tag = new RegExp(`<script defer(="defer")? src="/${file.replace(/\./g, '\\.')}"></script>`);
      if (!html || !tag.test(html)) throw new Error(`index.html names no ${file} to inline`);
      const code = compilation
        .getAsset(file)
        .source.source()
        .toString()
        .replace(/\/\/# sourceMappingURL=(\S+)\s*$/, '//# sourceMappingURL=/$1');
      if (code.includes('</script')) throw new Error(`${file} holds "</script" and cannot be inlined`);
      // A function, so that `$&` or `$'` in the minified code is not read as a replacement pattern.
      const inlined = html.replace(tag, '').replace('</body>', () => `<script nonce="${START_SCRIPT_NONCE}">${code}</script></body>`);
      compilation.updateAsset('index.html', new rspack.sources.RawSource(inlined));
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
        templateParameters: (parameters) => ({
          ...parameters,
          portalEntry: portalEntry.files.map((file) => `/${file}`).join(' '),
          portalStartup: portalEntry.startupFiles.map((file) => `/${file}`).join(' '),
        }),
      }),
      ...(production ? [{ apply: inlineStartScript }] : []),
    ],
  };
}

module.exports = (env = {}) => {
  const production = !env.RSPACK_SERVE;
  return [portalConfig(production), startConfig(production)];
};

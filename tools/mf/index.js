// One Rspack + Module Federation definition for the shell and the five remotes, so the shared singletons, loaders
// and output rules cannot drift apart between apps.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress');
const { envPort, portalPorts } = require('@greenroom/contracts/src/remotes/portal-ports');
const { sharedSingletons } = require('./shared');
const { FEDERATION_RUNTIME_EXTERNAL } = require('@greenroom/contracts');

// The dev servers honour the same port variables as `npm start` (PORTAL_PORT, REMOTE_<NAME>_PORT, API_PORT), so a
// team can run its remote on its own beside a running portal.
const { portalPort: SHELL_PORT, remotes: REMOTE_PORTS, apiPort } = portalPorts();
const API_DEV_TARGET = `http://localhost:${apiPort}`;
// The mail catcher of `npm start` (MAIL_WEB_PORT, as scripts/portal/config.mjs reads it), where the standalone
// harness's demo sign-in reads its link; MAIL_URL names another.
const MAIL_DEV_TARGET = process.env.MAIL_URL ?? `http://localhost:${envPort(process.env, 'MAIL_WEB_PORT', 1080)}`;

function moduleRules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
      type: 'javascript/auto',
    },
    // zod's JSON Schema converter, which no browser code calls, as stubs (the loader says why).
    {
      test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/,
      loader: require.resolve('./zod-json-schema-stub-loader'),
    },
    // Order matters: CSS Modules first so *.module.css never falls through to the global rule.
    { test: /\.module\.css$/, type: 'css/module' },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
  ];
}

/** 127.0.0.1, not the dual-stack form ::ffff:127.0.0.1. */
function clientAddress(request) {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function devServer({ port, staticDir, cors, extraProxyPaths = [], registryFromApi = false, mailCatcher = false }) {
  return {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    // Routes may hold a dot (/edit-member-details/ann@example.com); the default treats those as files.
    historyApiFallback: { disableDotRule: true },
    headers: cors
      ? {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        }
      : {},
    static: staticDir ? { directory: staticDir, watch: true } : false,
    proxy: [
      {
        context: ['/api', ...extraProxyPaths],
        target: process.env.API_URL ?? API_DEV_TARGET,
        changeOrigin: false,
        // Like the shell server (shell/server): the address this server saw replaces any X-Forwarded-For the client sent
        // (the proxy passes client headers through), since the API keys its rate limits on it.
        on: { proxyReq: (proxyRequest, request) => proxyRequest.setHeader('X-Forwarded-For', clientAddress(request)) },
      },
      // The shell's registry document is the API's list of active releases, as the shell server (shell/server) serves it.
      ...(registryFromApi
        ? [
            {
              context: ['/remotes.json'],
              target: process.env.API_URL ?? API_DEV_TARGET,
              changeOrigin: false,
              pathRewrite: { '^/remotes.json': '/api/remotes/registry' },
            },
          ]
        : []),
      // Only on a developer's machine: the dev server is never what serves a release (shell/server does). The caught
      // mail holds sign-in links, so unlike the remote's files it is not offered to other origins.
      ...(mailCatcher
        ? [
            {
              context: ['/mail-catcher'],
              target: MAIL_DEV_TARGET,
              changeOrigin: true,
              pathRewrite: { '^/mail-catcher': '' },
              on: { proxyRes: (_proxyResponse, _request, response) => response.removeHeader('Access-Control-Allow-Origin') },
            },
          ]
        : []),
    ],
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * What every build of the portal shares, federation aside: loaders, targets, source maps, hashed file names.
 * @param {object} options
 * @param {string} options.appDir absolute directory of the app (holds package.json, src/, dist/)
 * @param {string} options.uniqueName the build's own chunk-loading global (two builds may share a page)
 * @param {boolean} options.production
 * @param {object} options.entry entry points
 * @param {string|false} options.publicPath '/' for the shell, 'auto' for remotes (they are loaded from any origin)
 * @param {string} options.outDir where the build goes
 * @param {string} [options.chunkDir] folder inside outDir for the chunks ('' or ending in '/')
 * @param {boolean} [options.clean] empty outDir first
 * @param {Array} [options.extraRules] module rules beyond the TypeScript and CSS ones
 */
function createBundleConfig({ appDir, uniqueName, production, entry, publicPath, outDir, chunkDir = '', clean = true, extraRules = [] }) {
  const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry,
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath,
      uniqueName,
      filename: hashed('js'),
      chunkFilename: `${chunkDir}${hashed('js')}`,
      cssFilename: hashed('css'),
      cssChunkFilename: `${chunkDir}${hashed('css')}`,
      clean,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      parser: { 'css/module': { namedExports: false } },
      rules: [...moduleRules(production), ...extraRules],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const MANIFEST_FILE = 'mf-manifest.json';

/**
 * Writes metaData.federationRuntime = "external" into a remote's mf-manifest.json, so the contract gate can refuse it
 * under a shell that does not provide the runtime. Runs at the report stage, after the federation plugin has
 * written the file (it updates the manifest at the optimize-transfer stage).
 */
class MarkExternalFederationRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MarkExternalFederationRuntime', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'MarkExternalFederationRuntime', stage }, () => {
        const asset = compilation.getAsset(MANIFEST_FILE);
        if (!asset) {
          compilation.errors.push(
            new rspack.WebpackError(`${MANIFEST_FILE} was not written, so it cannot say the remote needs the shell's federation runtime`),
          );
          return;
        }
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData = { ...manifest.metaData, federationRuntime: FEDERATION_RUNTIME_EXTERNAL };
        compilation.updateAsset(MANIFEST_FILE, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute directory of the app (holds package.json, src/, dist/)
 * @param {string} options.name federation name ('shell', 'members', ...)
 * @param {boolean} options.production
 * @param {object} options.federation extra ModuleFederationPlugin options (exposes, runtimePlugins, ...)
 * @param {object|false} options.html HtmlRspackPlugin options, or false when another build writes the page
 * @param {string|false} options.publicPath '/' for the shell, 'auto' for remotes (they are loaded from any origin)
 * @param {object} options.devServer dev server settings
 * @param {Array} [options.plugins] extra plugins
 * @param {string} [options.outDir] where the build goes (default: the app's dist/)
 * @param {Array} [options.extraRules] module rules beyond the TypeScript and CSS ones
 */
function createAppConfig({
  appDir,
  name,
  production,
  federation,
  html,
  publicPath,
  devServer: dev,
  plugins = [],
  outDir = path.join(appDir, 'dist'),
  extraRules = [],
}) {
  const packageJson = require(path.join(appDir, 'package.json'));
  return {
    ...createBundleConfig({ appDir, uniqueName: `greenroom_${name}`, production, entry: { main: './src/index.ts' }, publicPath, outDir, extraRules }),
    plugins: [
      ...(html ? [new rspack.HtmlRspackPlugin(html)] : []),
      new ModuleFederationPlugin({
        name,
        shared: sharedSingletons(packageJson),
        dts: false,
        ...federation,
      }),
      ...plugins,
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: dev,
  };
}

/**
 * A remote: exposes modules through remoteEntry.js + mf-manifest.json, and a standalone harness as index.html.
 * Built for the portal (production), it uses the shell's federation runtime, and a second build gives the harness
 * page its own (HARNESS_FEDERATION_RUNTIME); the dev server's single build carries its own runtime as before.
 */
function createRemoteConfig({ appDir, name, exposes, title }) {
  return (env = {}) => {
    const production = !env.RSPACK_SERVE;
    const remote = remoteConfig({ appDir, name, exposes, title, production });
    return production ? [remote, harnessRuntimeConfig({ appDir, name, outDir: remote.output.path })] : remote;
  };
}

function remoteConfig({ appDir, name, exposes, title, production }) {
  const bootstrapCss = require.resolve('bootstrap/dist/css/bootstrap.min.css', { paths: [appDir] });
  return {
    ...createAppConfig({
      appDir,
      name,
      production,
      publicPath: 'auto',
      federation: {
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        // Built for the portal, a remote uses the federation runtime the shell provides (provideExternalRuntime)
        // instead of carrying its own copy (~30 KB gzip). The dev server's build keeps its own, so the standalone
        // harness (`npm run dev -w mfe-<name>`) runs without the shell. Built for browsers only (target 'web'), the
        // entry's bundler runtime drops its Node.js loaders: remoteEntry.js 16.5 -> 14.5 KB gzip.
        ...(production ? { experiments: { externalRuntime: true, optimization: { target: 'web' } } } : {}),
      },
      html: {
        title,
        // The harness is a single-page app: deep links such as /edit-event need root-relative script tags.
        publicPath: '/',
        templateContent: harnessHtml(title, production),
      },
      devServer: devServer({ port: REMOTE_PORTS[name], cors: true, mailCatcher: true }),
      // A second build beside the released one (a preview to release from another folder or host).
      outDir: process.env.REMOTE_OUT_DIR ? path.resolve(process.env.REMOTE_OUT_DIR) : undefined,
      plugins: [
        // Bootstrap's CSS reaches the harness as a plain <link>, outside the module graph: imported, it was merged
        // into a vendor chunk the exposed modules also depend on, and would have restyled the whole portal.
        new rspack.CopyRspackPlugin({ patterns: [{ from: bootstrapCss, to: HARNESS_BOOTSTRAP_CSS }] }),
        // A line a team may show on its pages for one build (REMOTE_RELEASE_NOTE="Preview: new RSVP list").
        new rspack.DefinePlugin({ 'process.env.REMOTE_RELEASE_NOTE': JSON.stringify(process.env.REMOTE_RELEASE_NOTE ?? '') }),
        // Its manifest says it needs the shell's runtime, so the contract gate can refuse it under a shell without one.
        ...(production ? [new MarkExternalFederationRuntimePlugin()] : []),
      ],
    }),
    name: 'remote',
  };
}

/** The harness page's federation runtime (tools/mf/harness-runtime.js), built without federation after the remote. */
function harnessRuntimeConfig({ appDir, name, outDir }) {
  const config = createBundleConfig({
    appDir,
    uniqueName: `greenroom_${name}_harness_runtime`,
    production: true,
    entry: { 'federation-runtime': path.join(__dirname, 'harness-runtime.js') },
    publicPath: '/',
    outDir,
    // The remote's build, which runs first, cleans dist/.
    clean: false,
  });
  return {
    ...config,
    name: 'harness-runtime',
    dependencies: ['remote'],
    // A fixed name: the harness page written by the remote's build points at it.
    output: { ...config.output, filename: HARNESS_FEDERATION_RUNTIME },
  };
}

const HARNESS_BOOTSTRAP_CSS = 'harness/bootstrap.min.css';
const HARNESS_FEDERATION_RUNTIME = 'harness/federation-runtime.js';

function harnessHtml(title, production) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="stylesheet" href="/${HARNESS_BOOTSTRAP_CSS}" />${production ? `\n    <script src="/${HARNESS_FEDERATION_RUNTIME}"></script>` : ''}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = {
  API_DEV_TARGET,
  REMOTE_PORTS,
  SHELL_PORT,
  createAppConfig,
  createBundleConfig,
  createRemoteConfig,
  devServer,
};

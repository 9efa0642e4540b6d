const path = require('node:path');
const { rspack } = require('@rspack/core');
const { SHELL_PORT, createAppConfig, devServer } = require('../tools/mf');

module.exports = (env = {}) =>
  createAppConfig({
    appDir: __dirname,
    name: 'shell',
    production: !env.RSPACK_SERVE,
    publicPath: '/',
    federation: {
      // No remote is compiled in: src/remotes registers them at start-up from the registry document.
      remotes: {},
      // Use the shell's already-loaded singletons instead of fetching every remote's entry to compare versions,
      // so a remote that is down cannot delay or break start-up.
      shareStrategy: 'loaded-first',
      runtimePlugins: [require.resolve('./src/remotes/remote-failure-plugin.ts')],
      // Nothing loads the shell as a remote: no manifest to publish.
      manifest: false,
    },
    html: { template: './public/index.html' },
    devServer: devServer({
      port: SHELL_PORT,
      staticDir: path.join(__dirname, 'public'),
      cors: false,
      extraProxyPaths: ['/membership'],
      registryFromApi: true,
    }),
    plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] })],
  });

const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'members',
  title: 'Greenroom members (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});

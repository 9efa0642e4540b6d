const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'auditions',
  title: 'Greenroom auditions (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});

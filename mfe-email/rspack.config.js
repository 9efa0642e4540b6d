const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'email',
  title: 'Greenroom e-mail (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});

const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'rsvp',
  title: 'Greenroom RSVP (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});

const { createRemoteConfig } = require('../tools/mf');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'calendar',
  title: 'Greenroom calendar (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './EventsAtAGlance': './src/expose/EventsAtAGlance.tsx',
  },
});

// Unit specs live beside the code; integration specs (test/*.int-spec.ts) run with jest.int.config.js.
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  // faker 10 ships ESM only; Node 20 requires it natively but Jest needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!@faker-js/faker/)'],
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
};

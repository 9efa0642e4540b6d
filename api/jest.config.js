// Unit specs live beside the code; integration specs (test/*.int-spec.ts) run with jest.int.config.js.
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  // Nest 12 (every @nestjs/* package) and faker 10 ship ESM only. The production build loads them through Node's
  // require(esm), but Jest's module loader does not, so @swc/jest compiles them to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@faker-js/faker)/)'],
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
};

// Integration specs: real PostgreSQL (a database created and dropped per run), real Redis, an SMTP sink.
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  // faker 10 ships ESM only; Node 20 requires it natively but Jest needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!@faker-js/faker/)'],
  roots: ['<rootDir>/test'],
  testRegex: '\\.int-spec\\.ts$',
  testTimeout: 30000,
  // A spec whose set-up fails can leave its server or Redis clients open; the run must still end and report the
  // failure rather than wait for CI's time limit.
  forceExit: true,
};

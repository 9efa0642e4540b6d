// Integration specs: real PostgreSQL (a database created and dropped per run), real Redis, an SMTP sink.
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  // The ESM-only packages compiled for Jest, as in the unit specs.
  transformIgnorePatterns: require('./jest.config').transformIgnorePatterns,
  roots: ['<rootDir>/test'],
  testRegex: '\\.int-spec\\.ts$',
  // Each file migrates and seeds a database of its own before its first test: on a 2-core host that is busy with
  // other work this took over 30 s (seen at load 14), which is a slow machine, not a failure.
  testTimeout: 60000,
  // A spec whose set-up fails can leave its server or Redis clients open; the run must still end and report the
  // failure rather than wait for CI's time limit.
  forceExit: true,
};

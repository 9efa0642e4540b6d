// Jest settings for the React apps and the SDK: libs/testing's jsdom environment, CSS modules stubbed,
// react-router's TextEncoder need met.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  testEnvironment: require.resolve('./libs/testing/jest.environment.js'),
  setupFiles: [require.resolve('./jest.react.setup-files.js')],
  setupFilesAfterEnv: ['@testing-library/jest-dom', require.resolve('./jest.react.after-env.js')],
  moduleNameMapper: { '\\.(css|scss)$': require.resolve('./jest.style-stub.js') },
  // Whole screens typed into with user-event take 1-3 s on a quiet 2-core machine; nx runs two projects at once,
  // and the default 5 s then fails tests that are only slow, not wrong.
  testTimeout: 20_000,
};

// Jest settings for the React apps and the SDK: jsdom, CSS modules stubbed, react-router's TextEncoder need met.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.react.setup-files.js')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.(css|scss)$': require.resolve('./jest.style-stub.js') },
};

module.exports = {
  ...require('../jest.react.js'),
  testEnvironment: require.resolve('./jest.environment.js'),
  displayName: 'mfe-email',
  roots: ['<rootDir>/src'],
};

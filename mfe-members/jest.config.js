module.exports = {
  ...require('../jest.react.js'),
  testEnvironment: require.resolve('./jest.environment.js'),
  displayName: 'mfe-members',
  roots: ['<rootDir>/src'],
};

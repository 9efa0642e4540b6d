module.exports = {
  ...require('../jest.react.js'),
  testEnvironment: require.resolve('./jest.environment.js'),
  displayName: 'shell',
  roots: ['<rootDir>/src'],
};

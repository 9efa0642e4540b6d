module.exports = {
  ...require('../jest.react.js'),
  testEnvironment: require.resolve('./jest.environment.js'),
  displayName: 'mfe-rsvp',
  roots: ['<rootDir>/src'],
};

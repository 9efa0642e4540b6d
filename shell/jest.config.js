module.exports = { ...require('../jest.react.js'), displayName: 'shell', roots: ['<rootDir>/src'] };

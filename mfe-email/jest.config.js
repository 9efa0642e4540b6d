module.exports = { ...require('../jest.react.js'), displayName: 'mfe-email', roots: ['<rootDir>/src'] };

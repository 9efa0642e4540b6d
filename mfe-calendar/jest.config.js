module.exports = { ...require('../jest.react.js'), displayName: 'mfe-calendar', roots: ['<rootDir>/src'] };

module.exports = { ...require('../jest.react.js'), displayName: 'mfe-auditions', roots: ['<rootDir>/src'] };

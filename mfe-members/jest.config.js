module.exports = { ...require('../jest.react.js'), displayName: 'mfe-members', roots: ['<rootDir>/src'] };

module.exports = { ...require('../jest.react.js'), displayName: 'mfe-rsvp', roots: ['<rootDir>/src'] };

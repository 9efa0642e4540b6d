module.exports = { ...require('../../jest.react.js'), displayName: 'sdk' };

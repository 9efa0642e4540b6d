module.exports = { ...require('../../jest.preset.js'), displayName: 'mf-tools', testEnvironment: 'node', roots: ['<rootDir>'] };

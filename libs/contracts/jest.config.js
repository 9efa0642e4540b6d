module.exports = { ...require('../../jest.preset'), testEnvironment: 'node', passWithNoTests: false };

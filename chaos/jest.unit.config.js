const preset = require('../jest.preset');

// The fault runs' pure checks (the reconciliation's rules) are fast unit tests: they run in the main `npm test`.
module.exports = {
  ...preset,
  displayName: 'chaos-support',
  rootDir: __dirname,
  testMatch: ['<rootDir>/support/**/*.test.ts'],
};

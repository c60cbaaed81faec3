const preset = require('../jest.preset');

// Fault runs start real processes and break them on purpose: one file at a time, never in the main `npm test`
// Jest run (the root config does not list this project); `npm run test:chaos` runs them.
module.exports = {
  ...preset,
  displayName: 'chaos',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.chaos.test.ts'],
  maxWorkers: 1,
  testTimeout: 600_000,
};

// Browser tests run against one whole stack started by the global setup, one file at a time.
module.exports = {
  ...require('../jest.preset'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  maxWorkers: 1,
  testTimeout: 60_000,
};

// Tests of the operator tools: they run the real command line against the real broker (own exchange and
// queues per test file) and the MongoDB-compatible server.
module.exports = {
  ...require('../jest.preset'),
  displayName: 'tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};

module.exports = {
  ...require('../packages/frontend-build/jest.frontend.cjs'),
  displayName: 'mf-checkout',
  // Both catalogues are loaded before each test file, as the shell loads them before mounting a page.
  setupFilesAfterEnv: ['<rootDir>/src/test-support/load-messages.ts'],
};

module.exports = {
  ...require('../packages/frontend-build/jest.frontend.cjs'),
  displayName: 'shell',
  // Every catalogue is loaded before each test file, as the shell loads them before mounting a page.
  setupFilesAfterEnv: ['<rootDir>/src/i18n/jest-setup.ts'],
};

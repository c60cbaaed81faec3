module.exports = {
  ...require('../../jest.preset'),
  displayName: 'analytics',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};

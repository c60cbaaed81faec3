module.exports = {
  ...require('../../jest.preset'),
  displayName: 'audit',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};

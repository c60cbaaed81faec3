module.exports = {
  ...require('../../jest.preset'),
  displayName: 'notification',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};

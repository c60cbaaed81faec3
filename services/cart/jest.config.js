module.exports = {
  ...require('../../jest.preset'),
  displayName: 'cart',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};

module.exports = {
  ...require('../../jest.preset'),
  displayName: 'promo',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};

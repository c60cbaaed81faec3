module.exports = { ...require('../frontend-build/jest.frontend.cjs'), displayName: 'ui-kit' };

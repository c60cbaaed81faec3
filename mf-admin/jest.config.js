module.exports = { ...require('../packages/frontend-build/jest.frontend.cjs'), displayName: 'mf-admin' };

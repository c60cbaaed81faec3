module.exports = { ...require('../frontend-build/jest.frontend.cjs'), displayName: 'browser-events' };

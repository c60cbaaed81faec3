module.exports = { ...require('../../jest.preset'), displayName: 'browser-events' };

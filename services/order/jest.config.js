module.exports = { ...require('../../jest.preset'), displayName: 'order' };

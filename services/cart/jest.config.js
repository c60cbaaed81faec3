module.exports = { ...require('../../jest.preset'), displayName: 'cart' };

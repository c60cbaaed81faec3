module.exports = { ...require('../../jest.preset'), displayName: 'promo' };

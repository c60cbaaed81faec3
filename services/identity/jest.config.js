module.exports = { ...require('../../jest.preset'), displayName: 'identity' };

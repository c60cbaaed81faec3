module.exports = { ...require('../../jest.preset'), displayName: 'content' };

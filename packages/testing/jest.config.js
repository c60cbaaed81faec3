module.exports = { ...require('../../jest.preset'), displayName: 'testing' };

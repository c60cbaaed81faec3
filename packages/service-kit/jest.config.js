module.exports = { ...require('../../jest.preset'), displayName: 'service-kit' };

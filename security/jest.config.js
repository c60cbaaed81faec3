const preset = require('../jest.preset');

// The whole stack runs in process: the gateway's @fastify/static depends on content-disposition, which ships
// only ES modules, so swc turns it into CommonJS like the preset's other exceptions (as gateway does).
module.exports = {
  ...preset,
  displayName: 'security',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser|content-disposition)/)'],
};

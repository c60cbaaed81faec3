const preset = require('../jest.preset');

// The whole stack runs in process (security/support/stack.ts): the gateway's @fastify/static depends on
// content-disposition, which ships only ES modules, so swc turns it into CommonJS (as security does).
module.exports = {
  ...preset,
  displayName: 'system',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser|content-disposition)/)'],
};

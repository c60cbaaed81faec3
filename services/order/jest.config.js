const preset = require('../../jest.preset');

// The flow test (test/flow) starts the gateway in process; its @fastify/static depends on content-disposition,
// which ships only ES modules: swc turns it into CommonJS like the preset's other exceptions (as gateway does).
module.exports = {
  ...preset,
  displayName: 'order',
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser|content-disposition)/)'],
};

const preset = require('../jest.preset');

// @fastify/static depends on content-disposition 3, which ships only ES modules: swc turns it into CommonJS
// for Jest like the preset's other exceptions (Node 20.19+ loads it natively at run time). The same for
// @apidevtools/json-schema-ref-parser, which the API docs test's OpenAPI validator (swagger-parser) loads.
module.exports = {
  ...preset,
  displayName: 'gateway',
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser|content-disposition|@apidevtools/json-schema-ref-parser)/)'],
};

// Shared Jest settings for every Node workspace: swc strips types (tsc checks them in `npm run typecheck`),
// and workspace packages resolve to their TypeScript sources so tests never need a prior build.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '^@shop/storefront-first-paint$': path.join(__dirname, 'mf-storefront/first-paint/src'),
    // a service or the gateway as another workspace's tests import it (its package's index: no test reaches into src/)
    '^@shop/(analytics|audit|cart|catalog|content|identity|notification|order|promo)$': path.join(__dirname, 'services/$1/src'),
    '^@shop/gateway$': path.join(__dirname, 'gateway/src'),
    '^@shop/([a-z-]+)$': path.join(__dirname, 'packages/$1/src'),
    '^@shop/service-kit/instrument$': path.join(__dirname, 'packages/service-kit/src/instrument'),
    // the contracts' subpaths (package.json `exports`) point into dist; tests read the sources
    '^@shop/contracts/fixtures$': path.join(__dirname, 'packages/contracts/src/__fixtures__/samples'),
    '^@shop/contracts/([a-z-]+)$': path.join(__dirname, 'packages/contracts/src/$1'),
  },
  // A few dependencies ship only ES modules; swc turns them into CommonJS for Jest like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // every trace recorded in tests, whatever the shipped sampler (infra/runtime/node.env)
  setupFiles: [path.join(__dirname, 'infra/test/sample-every-trace.js')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

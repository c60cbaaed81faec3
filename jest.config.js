// One `npm test` runs every workspace's Jest project; the global setup makes sure the
// MongoDB-compatible server and RabbitMQ answer before any test starts.
const fs = require('node:fs');
const path = require('node:path');

const workspaceGlobs = ['packages', 'services'];
const single = ['gateway', 'shell', 'mf-storefront', 'mf-checkout', 'mf-admin', 'infra', 'security', 'tools', 'system'];
const projects = [
  ...workspaceGlobs.flatMap((dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [],
  ),
  ...single,
].filter((dir) => fs.existsSync(path.join(dir, 'jest.config.js')));

module.exports = {
  // the fault runs themselves stay out (`npm run test:chaos`); their support's unit tests come in
  projects: [...projects.map((dir) => `<rootDir>/${dir}`), '<rootDir>/chaos/jest.unit.config.js'],
  globalSetup: '<rootDir>/infra/test/global-setup.js',
  // Jest takes the time allowance only from the root config when it runs projects (a project's own
  // `testTimeout` is ignored), and component tests start services against the real database and broker on a
  // shared, busy machine.
  testTimeout: 60_000,
};

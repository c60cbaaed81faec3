// Tests of the deployment files (Dockerfiles, docker-compose.yml, nginx, Kubernetes manifests), which read files
// and run local tools, and of the scripts' helpers (infra/scripts/lib), some against the real RabbitMQ.
module.exports = {
  ...require('../jest.preset'),
  displayName: 'infra',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};

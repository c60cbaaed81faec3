// Tests of the deployment files (Dockerfiles, docker-compose.yml, nginx, Kubernetes manifests): they read
// files and run local tools only, no MongoDB or RabbitMQ.
module.exports = {
  ...require('../jest.preset'),
  displayName: 'infra',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};

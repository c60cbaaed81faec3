// Component tests talk to the real FerretDB and RabbitMQ on a shared, busy machine: allow them time.
module.exports = { ...require('../../jest.preset'), displayName: 'catalog', testTimeout: 30_000 };

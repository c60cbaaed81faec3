// Jest global setup: the real database and broker must answer before any component test runs.
module.exports = async function globalSetup() {
  const { ensureMongo } = await import('../scripts/lib/mongo.mjs');
  const { ensureRabbit } = await import('../scripts/lib/rabbit.mjs');
  const quiet = () => {};
  await ensureMongo(process.env.CI ? console.log : quiet);
  await ensureRabbit(process.env.CI ? console.log : quiet);
};

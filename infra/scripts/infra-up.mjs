// `npm run infra:up`: the MongoDB-compatible server and RabbitMQ, nothing else.
import { ensureMongo } from './lib/mongo.mjs';
import { ensureRabbit } from './lib/rabbit.mjs';

await ensureMongo();
await ensureRabbit();

import type { FastifyBaseLogger } from 'fastify';

/** The logger every kit component takes: the app's own pino logger (`app.log`) or a child of it. */
export type Logger = FastifyBaseLogger;

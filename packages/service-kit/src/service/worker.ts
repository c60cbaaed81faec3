import type { FastifyBaseLogger } from 'fastify';

/** Work a service runs beside its requests (a sweeper, a refresh): started once the app is ready, stopped first at close. */
export interface Worker {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** A worker that runs `task` every `intervalMs`, logging (not throwing) what fails; the timer never holds the process. */
export function everyInterval(
  intervalMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): Worker {
  let timer: NodeJS.Timeout | undefined;
  return {
    start: () => {
      timer = setInterval(() => {
        task().catch((error: unknown) => log.warn({ err: error }, failure));
      }, intervalMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

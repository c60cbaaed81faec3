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

/**
 * A worker whose pass runs every `intervalMs` (and at start, when asked), and on demand through `sweep()`: a call
 * while a pass is under way answers that pass instead of doubling it, and `stop` waits for it. The timer never
 * holds the process. A pass logs what it fails at itself: the timer does not catch.
 */
export abstract class PeriodicSweeper<Result = void> implements Worker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;

  constructor(private readonly schedule: { intervalMs: number; atStart?: boolean }) {}

  protected abstract pass(): Promise<Result>;

  start(): void {
    if (this.schedule.atStart) void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.schedule.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; a pass already running is not doubled. */
  sweep(): Promise<Result> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }
}

import { PeriodicSweeper } from './worker';

/** A sweeper whose passes the test ends by hand. */
class HeldSweeper extends PeriodicSweeper<number> {
  passes = 0;
  private release: (() => void) | undefined;

  constructor(intervalMs = 60_000) {
    super({ intervalMs });
  }

  finish(): void {
    this.release?.();
  }

  protected async pass(): Promise<number> {
    this.passes += 1;
    await new Promise<void>((resolve) => (this.release = resolve));
    return this.passes;
  }
}

describe('PeriodicSweeper', () => {
  it('when a sweep is asked while one runs, then the running pass answers both', async () => {
    const sweeper = new HeldSweeper();
    const first = sweeper.sweep();
    const second = sweeper.sweep();
    sweeper.finish();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = sweeper.sweep();
    sweeper.finish();
    expect(await third).toBe(2);
  });

  it('when it is stopped during a pass, then stop waits for that pass and no timer runs another', async () => {
    const sweeper = new HeldSweeper(5);
    sweeper.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sweeper.passes).toBe(1);
    let stopped = false;
    const stopping = sweeper.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    sweeper.finish();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sweeper.passes).toBe(1);
  });
});

import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLock', () => {
  it('when tasks share a key, then each starts only after the previous one settled', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([lock.run('a', task('1')), lock.run('a', task('2'))]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('when tasks have different keys, then they run side by side', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([lock.run('a', task('1')), lock.run('b', task('2'))]);
    expect(log.slice(0, 2)).toEqual(['start 1', 'start 2']);
  });

  it('when a task fails, then its caller sees the error and the next task still runs', async () => {
    const lock = new KeyedLock();
    const failing = lock.run('a', async () => {
      throw new Error('boom');
    });
    const next = lock.run('a', async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});

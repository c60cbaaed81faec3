import { callModule } from './support/module-call';

// infra/scripts/lib/rabbit-file-handles.mjs tells a broker whose file handles are used up (it accepts TCP but
// takes no connection on) from one that is wedged.
const call = (expression: string) => callModule('infra/scripts/lib/rabbit-file-handles.mjs', expression);

describe("RabbitMQ's file handle budget", () => {
  it('when rabbitmqctl prints the cache info, then used and limit are read from it', async () => {
    expect(await call("lib.parseFileHandleInfo('[{total_used,640},{total_limit,927}]\\n')")).toEqual({
      used: 640,
      limit: 927,
    });
    expect(await call("lib.parseFileHandleInfo('Error: unable to perform an operation on node')")).toBeNull();
  });

  it('when every handle is in use, then the broker is reported as unable to take connections on', async () => {
    const message = await call('lib.exhausted({ used: 966, limit: 927 })');

    expect(message).toMatch(/cannot take any on: its file handles are all in use \(966 of 927\)/);
    expect(message).toMatch(/Restarting it would not help/);
    expect(await call('lib.runningLow({ used: 966, limit: 927 })')).toBeNull();
  });

  it('when three quarters are in use, then there is a warning, and below that none', async () => {
    expect(await call('lib.runningLow({ used: 700, limit: 927 })')).toMatch(
      /used 700 of its 927 file handles/,
    );
    expect(await call('lib.exhausted({ used: 700, limit: 927 })')).toBeNull();
    expect(await call('lib.runningLow({ used: 600, limit: 927 })')).toBeNull();
  });

  it('when the local broker is asked, then it reports its handles in use within its limit', async () => {
    const budget = (await call('lib.fileHandleBudget()')) as { used: number; limit: number };

    expect(budget.limit).toBeGreaterThan(0);
    expect(budget.used).toBeLessThanOrEqual(budget.limit);
  });
});

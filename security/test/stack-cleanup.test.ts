import { testing } from '@shop/service-kit';
import { Stack } from '../support/stack';

// Every file here starts the whole shop on the shared broker. Each durable queue a run leaves behind is a quorum
// queue that keeps file handles of the broker's budget; after enough runs the broker stops accepting connections.
describe('the security stack on the shared broker', () => {
  it('when the stack closes, then none of the queues its services declared stays behind', async () => {
    const stack = await new Stack().start();
    const declared = await testing.brokerQueues(stack.prefix);
    await stack.close();

    expect(declared).toContain(`${stack.prefix}catalog.stock-history`);
    expect(await testing.brokerQueues(stack.prefix)).toEqual([]);
  }, 120_000);
});

import { testing } from '@shop/service-kit';
import { Shop } from './support/shop';

// The flow tests start four services on the shared broker. A durable queue a run leaves behind is a quorum queue
// that keeps file handles of the broker's budget; after enough runs the broker stops accepting connections.
describe('the shop of the flow tests on the shared broker', () => {
  it('when the shop closes, then none of the queues its services declared stays behind', async () => {
    const shop = await new Shop().start();
    const declared = await testing.brokerQueues(shop.prefix);
    await shop.close();

    expect(declared).toContain(`${shop.prefix}catalog.stock-history`);
    expect(await testing.brokerQueues(shop.prefix)).toEqual([]);
  }, 120_000);
});

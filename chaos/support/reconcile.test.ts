import { ORDER_FLOW_QUEUES, queueProblems } from './reconcile';
import { parseQueueList } from './queues';

/** Every order-flow queue and its dead-letter queue, all empty, plus `extra`. */
function drained(extra: Record<string, number> = {}): Record<string, number> {
  const depths: Record<string, number> = {};
  for (const queue of ORDER_FLOW_QUEUES) {
    depths[queue] = 0;
    depths[`${queue}.dlq`] = 0;
  }
  return { ...depths, ...extra };
}

describe('queueProblems', () => {
  it('when every queue is empty, then there is no problem', () => {
    expect(queueProblems(drained({ 'audit.entries': 0 }), {})).toEqual([]);
  });

  it('when a queue outside the order flow still holds messages, then that is a problem', () => {
    expect(queueProblems(drained({ 'audit.entries': 3 }), {})).toEqual(['queue audit.entries holds 3, expected 0']);
  });

  it('when a queue of the order flow does not exist, then that is a problem, not an empty queue', () => {
    const depths = drained();
    delete depths['cart.order-placed'];
    expect(queueProblems(depths, {})).toEqual(['queue cart.order-placed does not exist']);
  });

  it('when the dead letters the test put there are there, then there is no problem; when they are missing, there is', () => {
    const expected = { 'cart.order-placed.dlq': 1 };
    expect(queueProblems(drained({ 'cart.order-placed.dlq': 1 }), expected)).toEqual([]);
    expect(queueProblems(drained(), expected)).toEqual(['queue cart.order-placed.dlq holds 0, expected 1']);
  });

  it('when nothing could be read, then every order-flow queue is reported missing', () => {
    expect(queueProblems({}, {})).toHaveLength(ORDER_FLOW_QUEUES.length * 2);
  });
});

describe('parseQueueList', () => {
  it('when rabbitmqctl lists queues, then each name maps to its message count', () => {
    const out = 'cart.order-placed\t0\ncart.order-placed.dlq\t2\namq.gen-Xy_1\t0\n';
    expect(parseQueueList(out)).toEqual({ 'cart.order-placed': 0, 'cart.order-placed.dlq': 2, 'amq.gen-Xy_1': 0 });
  });

  it('when a line is not a name and a count, then reading fails instead of skipping the queue', () => {
    expect(() => parseQueueList('cart.order-placed\t\n')).toThrow(/cart.order-placed/);
  });
});

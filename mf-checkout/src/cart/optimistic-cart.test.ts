import { INITIAL_OPTIMISTIC_STATE, optimisticReducer, withPending, type OptimisticAction, type OptimisticState } from './optimistic-cart';
import { buildLine } from '../test-support/builders';

const serum = buildLine({ name: 'Hydra Boost Serum', quantity: 2 });
const mask = buildLine({ name: 'Argan Oil Hair Mask', quantity: 1 });
const run = (actions: OptimisticAction[]): OptimisticState => actions.reduce(optimisticReducer, INITIAL_OPTIMISTIC_STATE);

describe('the full cart optimistic updates', () => {
  it('when a quantity change starts, then the row shows it before the server answers', () => {
    const state = run([{ type: 'started', change: { id: 1, kind: 'quantity', key: serum.key, quantity: 3 } }]);
    expect(withPending([serum, mask], state.pending).map((line) => line.quantity)).toEqual([3, 1]);
  });

  it('when the server refuses, then the row rolls back to the confirmed cart and the refusal is the notice', () => {
    const state = run([
      { type: 'started', change: { id: 1, kind: 'quantity', key: serum.key, quantity: 3 } },
      { type: 'refused', id: 1, message: 'Only 2 left of Hydra Boost Serum (Size: 50 ml)' },
    ]);
    expect(withPending([serum, mask], state.pending)).toEqual([serum, mask]);
    expect(state.notice).toBe('Only 2 left of Hydra Boost Serum (Size: 50 ml)');
  });

  it('when a removal starts, then the row leaves at once, and comes back if it is refused', () => {
    const started = run([{ type: 'started', change: { id: 1, kind: 'remove', key: mask.key } }]);
    expect(withPending([serum, mask], started.pending)).toEqual([serum]);
    const refused = optimisticReducer(started, { type: 'refused', id: 1, message: 'Request failed with status 503' });
    expect(withPending([serum, mask], refused.pending)).toEqual([serum, mask]);
  });

  it('when the server confirms, then the overlay leaves and the confirmed cart (already updated) shows', () => {
    const state = run([
      { type: 'started', change: { id: 1, kind: 'quantity', key: serum.key, quantity: 3 } },
      { type: 'confirmed', id: 1 },
    ]);
    const confirmed = [{ ...serum, quantity: 3 }, mask];
    expect(state.pending).toEqual([]);
    expect(withPending(confirmed, state.pending)).toEqual(confirmed);
  });

  it('when two clicks are in flight and the first is refused, then the second still shows (it was made later)', () => {
    const state = run([
      { type: 'started', change: { id: 1, kind: 'quantity', key: serum.key, quantity: 3 } },
      { type: 'started', change: { id: 2, kind: 'quantity', key: serum.key, quantity: 4 } },
      { type: 'refused', id: 1, message: 'refused' },
    ]);
    expect(withPending([serum], state.pending)[0]?.quantity).toBe(4);
  });

  it('when the next change starts, then the old notice is cleared', () => {
    const state = run([
      { type: 'started', change: { id: 1, kind: 'remove', key: mask.key } },
      { type: 'refused', id: 1, message: 'refused' },
      { type: 'started', change: { id: 2, kind: 'quantity', key: serum.key, quantity: 1 } },
    ]);
    expect(state.notice).toBeNull();
  });

  it('when the confirmed cart no longer has the row, then a pending change of it is simply ignored', () => {
    const state = run([{ type: 'started', change: { id: 1, kind: 'quantity', key: mask.key, quantity: 5 } }]);
    expect(withPending([serum], state.pending)).toEqual([serum]);
  });
});

import { afterStep, newHold, nextStep, type StockHoldDocument } from './hold-document';

const hold = (overrides: Partial<StockHoldDocument> = {}): StockHoldDocument => ({
  ...newHold('o1', [], new Date(0)),
  ...overrides,
});

describe('nextStep', () => {
  it('when a live order holds nothing, then a new take attempt starts', () => {
    expect(nextStep(hold())).toEqual({ kind: 'take', seq: 1, reason: 'reserved', revision: 1 });
    expect(nextStep(hold({ revision: 4, seq: 2 }))).toMatchObject({
      kind: 'take',
      seq: 3,
      reason: 'reactivated',
    });
  });

  it('when an order that holds units is no longer live, then they are given back for its reason', () => {
    expect(nextStep(hold({ live: false, held: true, seq: 2, releaseReason: 'refunded' }))).toEqual({
      kind: 'give',
      seq: 2,
      reason: 'refunded',
    });
  });

  it('when the units follow the order already, then there is nothing to do', () => {
    expect(nextStep(hold({ held: true }))).toBeNull();
    expect(nextStep(hold({ live: false }))).toBeNull();
  });
});

describe('afterStep', () => {
  const take = { kind: 'take' as const, seq: 1, reason: 'reactivated' as const, revision: 3 };

  it('when a take got everything, then the hold holds', () => {
    expect(afterStep(hold(), take, [])).toMatchObject({ step: null, held: true, seq: 1 });
  });

  it('when a take was short, then its abort runs next and the hold goes back to before the revision that asked', () => {
    const patch = afterStep(hold({ revision: 3 }), take, ['Only 1 left']);
    expect(patch).toMatchObject({ step: { kind: 'abort', seq: 1, revision: 3 }, refused: ['Only 1 left'] });
    expect(afterStep(hold({ revision: 3 }), patch.step!, [])).toEqual({
      step: null,
      held: false,
      live: false,
      revision: 2,
    });
  });

  it('when a newer revision arrived during an abort, then the hold keeps it', () => {
    expect(afterStep(hold({ revision: 5 }), { ...take, kind: 'abort' }, [])).toEqual({
      step: null,
      held: false,
    });
  });
});

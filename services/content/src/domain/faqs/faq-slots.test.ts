import { freeSlots } from './faq-slots';

describe('freeSlots', () => {
  it('when nothing is taken, then every slot 1..8 is free, lowest first', () => {
    expect(freeSlots([])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('when some slots are taken, then only the gaps are free', () => {
    expect(freeSlots([1, 3, 8])).toEqual([2, 4, 5, 6, 7]);
  });

  it('when every slot is taken, then none is free', () => {
    expect(freeSlots([8, 7, 6, 5, 4, 3, 2, 1])).toEqual([]);
  });
});

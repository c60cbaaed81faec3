import { FixedWindowCounter } from './fixed-window';

function setup(options: { max?: number; maxKeys?: number } = {}) {
  let clock = 1_000;
  const counter = new FixedWindowCounter({
    max: options.max ?? 2,
    windowMs: 60_000,
    maxKeys: options.maxKeys,
    now: () => clock,
  });
  return { counter, advance: (ms: number) => (clock += ms) };
}

describe('FixedWindowCounter', () => {
  it('when a client keeps calling, then its count grows and the reset is the rest of the window', () => {
    const { counter, advance } = setup();
    expect(counter.hit('a')).toEqual({ count: 1, resetSeconds: 60 });
    advance(20_500);
    expect(counter.hit('a')).toEqual({ count: 2, resetSeconds: 40 });
    expect(counter.hit('a').count).toBe(3);
  });

  it('when two clients call, then each is counted on its own', () => {
    const { counter } = setup();
    counter.hit('a');
    counter.hit('a');
    expect(counter.hit('b').count).toBe(1);
  });

  it('when the window has ended, then every count starts again', () => {
    const { counter, advance } = setup();
    counter.hit('a');
    counter.hit('a');
    advance(60_000);
    expect(counter.hit('a')).toEqual({ count: 1, resetSeconds: 60 });
    expect(counter.size).toBe(1);
  });

  it('when less than a second is left, then the reset still says one second', () => {
    const { counter, advance } = setup();
    counter.hit('a');
    advance(59_900);
    expect(counter.hit('a').resetSeconds).toBe(1);
  });

  it('when more clients than the bound call in one window, then the oldest is dropped, not the newest', () => {
    const { counter } = setup({ maxKeys: 2 });
    counter.hit('a');
    counter.hit('b');
    counter.hit('b');
    counter.hit('c');
    expect(counter.size).toBe(2);
    expect(counter.hit('b').count).toBe(3);
    expect(counter.hit('a').count).toBe(1);
  });
});

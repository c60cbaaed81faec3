import { emit, subscribe } from './bus';

describe('browser events', () => {
  it('when an event is emitted, then every subscriber of that name receives its detail', () => {
    const target = new EventTarget();
    const received: unknown[] = [];
    subscribe('toast', (detail) => received.push(detail), target);
    subscribe('cart:updated', () => received.push('wrong event'), target);

    emit('toast', { type: 'success', message: 'Added 1 Lipstick to cart!' }, target);

    expect(received).toEqual([{ type: 'success', message: 'Added 1 Lipstick to cart!' }]);
  });

  it('when a subscriber unsubscribes, then it hears nothing more', () => {
    const target = new EventTarget();
    const handler = jest.fn();
    const unsubscribe = subscribe('cart:updated', handler, target);

    emit('cart:updated', { sessionId: 'abc' }, target);
    unsubscribe();
    emit('cart:updated', { sessionId: 'abc' }, target);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ sessionId: 'abc' });
  });

  it('when there is no window and no target, then emitting says so instead of failing silently', () => {
    expect(() => emit('auth:changed', { userId: null, isAdmin: false })).toThrow(/needs a window/);
  });
});

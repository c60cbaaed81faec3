import { startPolling, type PageVisibility } from './poller';

/** A page whose visibility the test switches. */
function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    listeners.forEach((listener) => listener());
  };
  return { page, setHidden, listeners };
}

describe('startPolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the page stays visible, then it asks once per interval', async () => {
    const tick = jest.fn(async () => undefined);
    const stop = startPolling(tick, 5000, fakePage().page);
    await jest.advanceTimersByTimeAsync(4999);
    expect(tick).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('when the page is hidden, then it stops asking, and asks at once when it is shown again', async () => {
    const tick = jest.fn(async () => undefined);
    const { page, setHidden } = fakePage();
    const stop = startPolling(tick, 5000, page);
    setHidden(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(0);
    setHidden(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('when an answer is slow, then the next round waits for it rather than piling requests up', async () => {
    let finish: () => void = () => undefined;
    const tick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startPolling(tick, 1000, fakePage().page);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('when a tick fails, then polling goes on', async () => {
    const tick = jest.fn(async () => Promise.reject(new Error('offline')));
    const stop = startPolling(tick, 1000, fakePage().page);
    await jest.advanceTimersByTimeAsync(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });

  it('when it is stopped, then nothing runs and it stops listening to the page', async () => {
    const tick = jest.fn(async () => undefined);
    const { page, setHidden, listeners } = fakePage();
    startPolling(tick, 1000, page)();
    setHidden(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

import { onSignal } from './run-server';

describe('a signal to a running app', () => {
  it('when the first signal comes, then the app shuts down gracefully', () => {
    expect(onSignal(undefined, 'SIGINT')).toBe('shut down');
    expect(onSignal(undefined, 'SIGTERM')).toBe('shut down');
  });

  it('when the launcher passes Ctrl-C on as SIGTERM during the shutdown, then the shutdown carries on', () => {
    expect(onSignal('SIGINT', 'SIGTERM')).toBe('carry on');
  });

  it('when the same signal comes twice, then the app exits at once', () => {
    expect(onSignal('SIGINT', 'SIGINT')).toBe('exit now');
    expect(onSignal('SIGTERM', 'SIGTERM')).toBe('exit now');
  });
});

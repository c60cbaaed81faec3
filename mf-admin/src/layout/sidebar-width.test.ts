import { NARROW_QUERY, isNarrowViewport } from './sidebar-width';

describe('sidebar breakpoint', () => {
  it('when the window is below 1024 px, then it counts as narrow; from 1024 px on it does not', () => {
    expect(isNarrowViewport(375)).toBe(true);
    expect(isNarrowViewport(1023)).toBe(true);
    expect(isNarrowViewport(1024)).toBe(false);
    expect(isNarrowViewport(1440)).toBe(false);
  });

  it('when written as a media query, then 1023.5 px still matches and 1024 px does not', () => {
    const max = Number(/max-width: ([\d.]+)px/.exec(NARROW_QUERY)?.[1]);
    expect(1023.5 <= max).toBe(true);
    expect(1024 <= max).toBe(false);
  });
});

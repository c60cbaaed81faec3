import { tickerText } from './Ticker';

describe('ticker', () => {
  it('when several announcements are visible, then their contents run together in one line', () => {
    expect(tickerText(['Free shipping over 1000 EGP', '  ', 'New: Rose Glow serum '])).toBe(
      'Free shipping over 1000 EGP  •  New: Rose Glow serum',
    );
  });

  it('when nothing is announced, then the ticker has no text', () => {
    expect(tickerText([])).toBe('');
  });
});

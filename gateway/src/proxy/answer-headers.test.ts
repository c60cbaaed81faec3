import { mergeVary } from './answer-headers';

describe('mergeVary', () => {
  it('when the gateway varies on Origin and the service on something else, then the answer varies on both', () => {
    expect(mergeVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
  });

  it('when both name the same header in other letter case or lists, then it is named once', () => {
    expect(mergeVary('Origin', ['origin, Accept', 'accept'])).toBe('Origin, Accept');
  });

  it('when the gateway set no Vary, then the service one is kept as it is', () => {
    expect(mergeVary(undefined, 'Accept-Language')).toBe('Accept-Language');
  });
});

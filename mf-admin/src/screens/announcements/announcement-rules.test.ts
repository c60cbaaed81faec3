import { canPublish, contentCounter } from './announcement-rules';

describe('announcement rules', () => {
  it('when content is typed, then the counter shows its length out of 200', () => {
    expect(contentCounter('')).toBe('0/200');
    expect(contentCounter('Free delivery this week!')).toBe('24/200');
  });

  it('when the content is blank or over 200 characters, then it cannot be published', () => {
    expect(canPublish('   ')).toBe(false);
    expect(canPublish('Eid sale')).toBe(true);
    expect(canPublish('x'.repeat(200))).toBe(true);
    expect(canPublish('x'.repeat(201))).toBe(false);
  });
});

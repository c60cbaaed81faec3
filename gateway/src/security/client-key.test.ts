import { clientKey } from './client-key';

describe('clientKey', () => {
  it('when the client speaks IPv4, then it is counted by its address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('when an IPv4 address comes IPv4-mapped, then it counts as the same client', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('when IPv6 addresses share a /64, however written, then they are one client', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:aaaa::7',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::9%eth0',
    ].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('when the address is loopback or all zeros, then the /64 is still well formed', () => {
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
  });

  it('when the value is not an IP address (a misconfigured proxy header), then it is used as it is', () => {
    expect(clientKey('not:an:address')).toBe('not:an:address');
  });
});

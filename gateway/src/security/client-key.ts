import { isIPv6 } from 'node:net';

/** IPv6 clients are counted per /64: one subscriber usually holds a whole /64 and can rotate inside it. */
const IPV6_PREFIX_GROUPS = 4;

/**
 * The key a client's requests are counted under: its IPv4 address (also when written IPv4-mapped, `::ffff:`),
 * or the /64 network of its IPv6 address.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, IPV6_PREFIX_GROUPS)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted, zone dropped). */
function ipv6Groups(ip: string): number[] {
  const address = ip.toLowerCase().split('%')[0]!;
  const toGroups = (part: string | undefined): number[] =>
    part
      ? part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const gap = address.indexOf('::');
  if (gap < 0) return toGroups(address);
  const head = toGroups(address.slice(0, gap));
  const tail = toGroups(address.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

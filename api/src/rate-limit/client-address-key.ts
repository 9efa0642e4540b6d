import { isIPv6 } from 'node:net';

/** How many leading 16-bit groups of an IPv6 address name one client (3: a /48). */
const IPV6_CLIENT_PREFIX_GROUPS = 3;

/**
 * The rate-limit key of a client address. IPv6 clients are keyed by their /48: a household or a rented server
 * easily holds a /56 or a /48 and can rotate through its 256 or 65,536 /64s freely, so even a /64 key would not
 * limit anyone. A /48 is one site at most; the per-client limits are high enough for a whole clubhouse.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, IPV6_CLIENT_PREFIX_GROUPS)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

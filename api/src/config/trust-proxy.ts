import { isIP } from 'node:net';

/** The names Express (proxy-addr) accepts for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  // proxy-addr also takes a netmask after the slash (10.0.0.0/255.0.0.0).
  if (isIP(bits)) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express needs it. Express reads a string as addresses, so "1" would trust the address 0.0.0.1
 * and every client would share the balancer's rate limits: a whole number becomes a hop count. In production
 * anything else than an address/subnet list or a hop count is refused ("true" would let any client choose the
 * address its limits are counted under); elsewhere Express itself refuses what it cannot read.
 */
export function trustProxySetting(value: string, production: boolean, problems: string[]): number | string {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (production && !entries.every(isAddressOrSubnet)) {
    problems.push(`TRUST_PROXY must be loopback, a comma-separated list of addresses or subnets (10.0.0.0/8), or a hop count (1), got "${value}"`);
  }
  return trimmed;
}

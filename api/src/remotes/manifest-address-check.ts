import { lookup } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (the system resolver, as a connection would use it). */
@Injectable()
export class HostResolver {
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  }
}

/**
 * Only public unicast addresses: ipaddr.js names every special range (loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, reserved …) and keeps 'unicast' for the rest. The cloud metadata services
 * (169.254.169.254, fd00:ec2::254) fall in link-local and unique-local. An IPv4-mapped IPv6 address is judged as
 * the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also in its IPv4-mapped IPv6 form', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses by their /48, whatever their spelling', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    expect(clientAddressKey('2001:0db8:0001:ffff:ffff:ffff:ffff:ffff')).toBe('2001:db8:1::/48');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientAddressKey('::1')).toBe('0:0:0::/48');
  });
});

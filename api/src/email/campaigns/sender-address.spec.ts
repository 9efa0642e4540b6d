import { isSenderAddress } from './sender-address';

describe('isSenderAddress', () => {
  it('accepts addresses at a sender domain only, whatever the case of the domain', () => {
    expect(isSenderAddress('office@greenroom.test', ['greenroom.test'])).toBe(true);
    expect(isSenderAddress('Office@GreenRoom.TEST', ['greenroom.test'])).toBe(true);
    expect(isSenderAddress('office@box.example.org', ['greenroom.test', 'box.example.org'])).toBe(true);
    for (const address of [
      'office@evil.example',
      'office@greenroom.test.evil.example',
      'office@sub.greenroom.test',
      'greenroom.test',
      '@greenroom.test',
    ]) {
      expect(isSenderAddress(address, ['greenroom.test'])).toBe(false);
    }
  });
});

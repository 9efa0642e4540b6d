import { breakPoints } from './BreakableText';

describe('breakPoints', () => {
  it('breaks an e-mail address after "@" and before its dots and underscores', () => {
    expect(breakPoints('margaret.whitfield@example.org')).toEqual(['margaret', '.whitfield@', 'example', '.org']);
    expect(breakPoints('esmeralda_schamberger40@example.com')).toEqual(['esmeralda', '_schamberger40@', 'example', '.com']);
  });

  it('breaks a web address after its slashes, keeping "//" together', () => {
    expect(breakPoints('http://localhost:5501/mf-manifest.json')).toEqual(['http://', 'localhost:5501/', 'mf-manifest', '.json']);
  });

  it('breaks an IP address after its colons and before its dots', () => {
    expect(breakPoints('2001:db8::ff00:42')).toEqual(['2001:', 'db8:', ':', 'ff00:', '42']);
    expect(breakPoints('::ffff:127.0.0.1')).toEqual([':', ':', 'ffff:', '127', '.0', '.0', '.1']);
  });

  it('keeps a short word whole and joins back to the text', () => {
    expect(breakPoints('Rehearsal')).toEqual(['Rehearsal']);
    const address = 'a..b__c@d.e';
    expect(breakPoints(address).join('')).toBe(address);
  });
});

import { render } from '@testing-library/react';
import { BreakableText, breakPoints, WholeNumbers } from './BreakableText';

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

  it("breaks a record id after its hyphens, and a version before its dots, but not a date's or a ZIP code's hyphen", () => {
    expect(breakPoints('campaign ec3d7457-45eb-4e37-8bd9-c8266042ff13')).toEqual(['campaign ec3d7457-', '45eb-', '4e37-', '8bd9-', 'c8266042ff13']);
    expect(breakPoints('2.0.1-e2e.mx0d1uup')).toEqual(['2', '.0', '.1-e2e', '.mx0d1uup']);
    expect(breakPoints('for 2026-11-28, 32162-4431')).toEqual(['for 2026-11-28, 32162-4431']);
  });

  it('keeps a short word whole and joins back to the text', () => {
    expect(breakPoints('Rehearsal')).toEqual(['Rehearsal']);
    const address = 'a..b__c@d.e';
    expect(breakPoints(address).join('')).toBe(address);
  });
});

describe('BreakableText', () => {
  it('draws the address whole, with a <wbr> at each break point', () => {
    const { container } = render(<BreakableText text="margaret.whitfield@example.org" />);
    expect(container.textContent).toBe('margaret.whitfield@example.org');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('keeps a phone number in a change line whole (the member log)', () => {
    const { container } = render(<BreakableText text="Mobile: (352) 555-5549 → (352) 555-0142" />);
    expect(container.textContent).toBe('Mobile: (352) 555-5549 → (352) 555-0142');
    expect(Array.from(container.querySelectorAll('.text-nowrap'), (span) => span.textContent)).toEqual(['555-5549', '555-0142']);
  });
});

describe('WholeNumbers', () => {
  it('keeps numbers joined by a hyphen on one line and the rest free to wrap', () => {
    const { container } = render(<WholeNumbers text="for example (352) 555-0100 or 2026-11-28." />);
    expect(container.textContent).toBe('for example (352) 555-0100 or 2026-11-28.');
    expect(Array.from(container.querySelectorAll('.text-nowrap'), (span) => span.textContent)).toEqual(['555-0100', '2026-11-28']);
  });
});

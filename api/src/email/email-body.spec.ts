import { plainText, sanitizeBody } from './email-body';

describe('sanitizeBody', () => {
  it('keeps the editor’s font sizes, 12 to 36 px (docs/spec-summary.md §2.9)', () => {
    for (const size of [12, 18, 36]) {
      const html = `<p><span style="font-size: ${size}px">Curtain at eight</span></p>`;
      expect(sanitizeBody(html)).toBe(`<p><span style="font-size:${size}px">Curtain at eight</span></p>`);
    }
    // As the editor writes it.
    expect(sanitizeBody('<p><span style="font-size: 24px;">{{First_Name}}</span></p>')).toBe(
      '<p><span style="font-size:24px">{{First_Name}}</span></p>',
    );
  });

  it('drops a font size the editor does not offer, keeping the text', () => {
    expect(sanitizeBody('<p><span style="font-size: 99px">Big</span> and <span style="font-size: 2px">tiny</span></p>')).toBe(
      '<p><span>Big</span> and <span>tiny</span></p>',
    );
  });

  it('keeps a paragraph’s text direction and language, and no other direction value', () => {
    expect(sanitizeBody('<p dir="rtl" lang="he">שלום לכולם</p>')).toBe('<p dir="rtl" lang="he">שלום לכולם</p>');
    expect(sanitizeBody('<p dir="sideways">Hi</p>')).not.toContain('sideways');
  });
});

describe('plainText', () => {
  it('keeps list bullets and the address of a link', () => {
    expect(plainText('<p>Bring:</p><ul><li><p>a script</p></li><li>a <a href="https://theater.test/map">map</a></li></ul>')).toBe(
      'Bring:\n• a script\n\n• a map (https://theater.test/map)',
    );
    expect(plainText('<p><a href="https://theater.test">https://theater.test</a></p>')).toBe('https://theater.test');
  });
});

import { borderColorFor, categoryColors, derivedFillColor, textColorFor } from './category-colors';

describe('category colours', () => {
  it("uses the server's colours first, then the spec's defaults", () => {
    expect(categoryColors('Meeting')).toEqual({ name: 'Meeting', fillColor: '#f4b400', textColor: '#000000' });
    expect(categoryColors('Work', [{ name: 'Work', fillColor: '#112233', textColor: '#ffffff' }]).fillColor).toBe('#112233');
  });

  it('derives a stable colour for an unknown name, with readable text', () => {
    const first = categoryColors('Board Games');
    expect(first).toEqual(categoryColors('Board Games'));
    expect(first.fillColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.fillColor).not.toBe(derivedFillColor('Board Game'));
    expect(first.textColor).toBe(textColorFor(first.fillColor));
  });

  it('picks black or white text by the brightness threshold of 128', () => {
    expect(textColorFor('#ffffff')).toBe('#000000');
    expect(textColorFor('#808080')).toBe('#000000');
    expect(textColorFor('#7f7f7f')).toBe('#ffffff');
    expect(textColorFor('#4a86e8')).toBe('#ffffff');
    expect(textColorFor('#fff')).toBe('#000000');
  });

  it('darkens the border by 20%', () => {
    expect(borderColorFor('#ffffff')).toBe('#cccccc');
    expect(borderColorFor('#4a86e8')).toBe('#3b6bba');
  });
});

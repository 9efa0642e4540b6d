import { borderColorFor, categoryColors, contrastRatio, DEFAULT_CATEGORY_COLORS, derivedFillColor, textColorFor } from './category-colors';

describe('category colours', () => {
  it("uses the server's colours first, then the spec's defaults", () => {
    expect(categoryColors('Meeting')).toEqual({ name: 'Meeting', fillColor: '#f4b400', textColor: '#000000' });
    expect(categoryColors('Work', [{ name: 'Work', fillColor: '#112233', textColor: '#ffffff' }]).fillColor).toBe('#112233');
  });

  it('ignores a stored text colour that the contrast ratio would not pick', () => {
    expect(categoryColors('Deadline', [{ name: 'Deadline', fillColor: '#db4437', textColor: '#ffffff' }]).textColor).toBe('#000000');
  });

  it('derives a stable colour for an unknown name, with readable text', () => {
    const first = categoryColors('Board Games');
    expect(first).toEqual(categoryColors('Board Games'));
    expect(first.fillColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.fillColor).not.toBe(derivedFillColor('Board Game'));
    expect(first.textColor).toBe(textColorFor(first.fillColor));
  });

  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#db4437')).toBeCloseTo(4.29, 2);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks black or white text by whichever has the higher contrast ratio', () => {
    expect(textColorFor('#ffffff')).toBe('#000000');
    expect(textColorFor('#fff')).toBe('#000000');
    expect(textColorFor('#000000')).toBe('#ffffff');
    // The old brightness threshold of 128 put white text on these, below 4.5:1.
    expect(textColorFor('#db4437')).toBe('#000000');
    expect(textColorFor('#4a86e8')).toBe('#000000');
    expect(textColorFor('#6a1b9a')).toBe('#ffffff');
  });

  it('reaches at least 4.5:1 on the defaults and on every derived or grey fill', () => {
    const fills = [
      ...DEFAULT_CATEGORY_COLORS.map((category) => category.fillColor),
      ...['Rehearsal', 'Board Games', 'Potluck', 'Gala', 'Tech Week'].map(derivedFillColor),
      ...Array.from({ length: 256 }, (_, level) => `#${level.toString(16).padStart(2, '0').repeat(3)}`),
    ];
    for (const fill of fills) expect(contrastRatio(fill, textColorFor(fill))).toBeGreaterThanOrEqual(4.5);
    for (const category of DEFAULT_CATEGORY_COLORS) expect(category.textColor).toBe(textColorFor(category.fillColor));
  });

  it('darkens the border by 20%', () => {
    expect(borderColorFor('#ffffff')).toBe('#cccccc');
    expect(borderColorFor('#4a86e8')).toBe('#3b6bba');
  });
});

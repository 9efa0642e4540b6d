import { CATEGORY_PALETTE, CalendarCategoryCreateSchema, isReadableBadgeFill } from './category-admin';
import { contrastRatio, textColorFor } from './category-colors';

describe('the category colour picker', () => {
  it('offers only fills whose badge text reaches 4.5:1', () => {
    expect(CATEGORY_PALETTE.length).toBeGreaterThanOrEqual(10);
    for (const color of CATEGORY_PALETTE) expect(contrastRatio(color.fillColor, textColorFor(color.fillColor))).toBeGreaterThanOrEqual(4.5);
  });

  it('reads a badge as readable only at 4.5:1 or more', () => {
    expect(isReadableBadgeFill('#1565c0')).toBe(true);
    expect(contrastRatio('#1565c0', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('accepts a palette fill in any case and refuses any other colour', () => {
    expect(CalendarCategoryCreateSchema.parse({ name: 'Props', fillColor: '#1565C0' }).fillColor).toBe('#1565c0');
    expect(CalendarCategoryCreateSchema.safeParse({ name: 'Props', fillColor: '#123456' }).success).toBe(false);
  });
});

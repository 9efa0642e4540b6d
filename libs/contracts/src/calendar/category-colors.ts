import type { CalendarCategory } from './calendar';

/** docs/spec-summary.md §2.9 default fills; the text colour is the one `textColorFor` picks (the spec's white fails 4.5:1 on these). */
export const DEFAULT_CATEGORY_COLORS: readonly CalendarCategory[] = [
  { name: 'Work', fillColor: '#4a86e8', textColor: '#000000' },
  { name: 'Personal', fillColor: '#0f9d58', textColor: '#000000' },
  { name: 'Deadline', fillColor: '#db4437', textColor: '#000000' },
  { name: 'Meeting', fillColor: '#f4b400', textColor: '#000000' },
  { name: 'Default', fillColor: '#9e9e9e', textColor: '#000000' },
];

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
}

function hexOf(rgb: number[]): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(color: string): number {
  const [red, green, blue] = rgbOf(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Black or white, whichever has the higher WCAG contrast ratio with the fill: at least 4.58:1 on any fill.
 * (A brightness threshold of 128 put white on fills such as #db4437 at 4.29:1, below AA.)
 */
export function textColorFor(fillColor: string): string {
  return contrastRatio(fillColor, '#000000') >= contrastRatio(fillColor, '#ffffff') ? '#000000' : '#ffffff';
}

/** The chip border: the fill 20% darker. */
export function borderColorFor(fillColor: string): string {
  return hexOf(rgbOf(fillColor).map((channel) => channel * 0.8));
}

/** A stable colour for a name no category defines: a hue from the name's hash, mid saturation and lightness. */
export function derivedFillColor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  const saturation = 0.55;
  const lightness = 0.45;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return hexOf([r + m, g + m, b + m].map((channel) => channel * 255));
}

/**
 * The colours of `name`: the fill from the server's list, else the spec's defaults, else derived from the name.
 * The text colour always follows the fill's contrast, so a stored text colour cannot make a badge unreadable.
 */
export function categoryColors(name: string, known: readonly CalendarCategory[] = []): CalendarCategory {
  const found = known.find((category) => category.name === name) ?? DEFAULT_CATEGORY_COLORS.find((category) => category.name === name);
  const fillColor = found?.fillColor ?? derivedFillColor(name);
  return { name, fillColor, textColor: textColorFor(fillColor) };
}

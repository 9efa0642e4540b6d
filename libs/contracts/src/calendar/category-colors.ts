import type { CalendarCategory } from './calendar';

/** Spec 02 §9 default colours. */
export const DEFAULT_CATEGORY_COLORS: readonly CalendarCategory[] = [
  { name: 'Work', fillColor: '#4a86e8', textColor: '#ffffff' },
  { name: 'Personal', fillColor: '#0f9d58', textColor: '#ffffff' },
  { name: 'Deadline', fillColor: '#db4437', textColor: '#ffffff' },
  { name: 'Meeting', fillColor: '#f4b400', textColor: '#000000' },
  { name: 'Default', fillColor: '#9e9e9e', textColor: '#000000' },
];

const BRIGHTNESS_THRESHOLD = 128;

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
}

function hexOf(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

/** Black text on bright fills, white on dark ones (perceived brightness, threshold 128). */
export function textColorFor(fillColor: string): string {
  const [red, green, blue] = rgbOf(fillColor);
  return (red * 299 + green * 587 + blue * 114) / 1000 >= BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
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
    hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x] : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return hexOf([r + m, g + m, b + m].map((channel) => channel * 255));
}

/** The colours of `name`: from the server's list, else the spec's defaults, else derived from the name. */
export function categoryColors(name: string, known: readonly CalendarCategory[] = []): CalendarCategory {
  const found = known.find((category) => category.name === name) ?? DEFAULT_CATEGORY_COLORS.find((category) => category.name === name);
  if (found) return found;
  const fillColor = derivedFillColor(name);
  return { name, fillColor, textColor: textColorFor(fillColor) };
}

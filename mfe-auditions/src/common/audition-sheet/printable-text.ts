/**
 * Windows-1252's printable characters at 0x80–0x9F. Text pasted from old Word documents can carry them as C1
 * controls ("I can\u0092t"); the sheet prints what was meant ("I can’t") rather than nothing.
 */
const WINDOWS_1252: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

/** Everything that prints nothing: controls, text-direction marks and overrides, zero-width and invisible characters. */
const UNPRINTABLE = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * One line of sheet text: the API refuses control characters now, but rows stored before it did (and any
 * text a font cannot draw) must never stop a sheet from being made.
 */
export function printableLine(text: string): string {
  return text
    .replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252[char.charCodeAt(0)] ?? ' ')
    .replace(/[\t\n\r\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(UNPRINTABLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

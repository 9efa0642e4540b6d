import type { SheetFonts } from './sheet-writer';

/**
 * The sheet's fonts ship with this remote (rspack emits each file as its own asset) and are fetched only here,
 * when a sheet is built, so no page pays for them. Noto Sans covers Latin (Vietnamese included), Greek and
 * Cyrillic in 0.6 MB; each fallback is fetched only when some text on the sheets is in its script (Noto Sans SC,
 * 10 MB, only for Chinese or Japanese; Noto Sans KR, 6 MB, only for Korean). The PDF carries only the glyphs drawn.
 */
const TEXT_FONT_URL = new URL('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', import.meta.url);

/** Chinese and Japanese (Noto Sans SC has kana, not Hangul). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\uFF00-\uFFEF]/u;

/** In the order a character is looked for in them, after Noto Sans. */
const FALLBACKS = [
  {
    name: 'arabic',
    url: new URL('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', import.meta.url),
    needed: /[\p{Script=Arabic}]/u,
  },
  { name: 'cjk', url: new URL('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', import.meta.url), needed: CJK },
  {
    name: 'korean',
    url: new URL('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', import.meta.url),
    needed: /[\p{Script=Hangul}]/u,
  },
  {
    // Check boxes, ticks, arrows, stars, shapes, dingbats: printed in outline, as a paper form would.
    name: 'symbols',
    url: new URL('@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf', import.meta.url),
    needed: /[\u2190-\u21FF\u2300-\u23FF\u2460-\u27BF\u2900-\u2BFF]/u,
  },
  {
    // Noto Emoji is the black-and-white one: a PDF font has outlines, not colour bitmaps.
    name: 'emoji',
    url: new URL('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf', import.meta.url),
    needed: /[\u2600-\u27BF\u{1F000}-\u{1FAFF}]/u,
  },
] as const;

export type FallbackFont = (typeof FALLBACKS)[number]['name'];

/** Which fallback fonts sheets with these texts need, in the order they are tried. */
export const fallbackFontsNeeded = (texts: string[]): FallbackFont[] =>
  FALLBACKS.filter((fallback) => texts.some((text) => fallback.needed.test(text))).map((fallback) => fallback.name);

async function fetchFont(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The sheet's font could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The fonts a sheet with these texts needs, fetched side by side. */
export async function loadSheetFonts(texts: string[]): Promise<SheetFonts> {
  const needed = fallbackFontsNeeded(texts);
  const [text, ...fallbacks] = await Promise.all([
    fetchFont(TEXT_FONT_URL),
    ...FALLBACKS.filter((fallback) => needed.includes(fallback.name)).map((fallback) => fetchFont(fallback.url)),
  ]);
  return { text, fallbacks };
}

import type { SheetFonts } from './build-audition-sheet';

/**
 * The sheet's fonts ship with this remote (rspack emits each file as its own asset) and are fetched only here,
 * when a sheet is built, so no page pays for them. Noto Sans covers Latin (Vietnamese included), Greek and
 * Cyrillic in 0.6 MB; Noto Sans SC (10 MB) is fetched only for a sheet that has Chinese, Japanese or Korean text.
 */
const TEXT_FONT_URL = new URL('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', import.meta.url);
const CJK_FONT_URL = new URL('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', import.meta.url);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303F\uFF00-\uFFEF]/u;

export const needsCjkFont = (texts: string[]) => texts.some((text) => CJK.test(text));

async function fetchFont(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The sheet's font could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The fonts a sheet with these texts needs. */
export async function loadSheetFonts(texts: string[]): Promise<SheetFonts> {
  const [text, cjk] = await Promise.all([fetchFont(TEXT_FONT_URL), needsCjkFont(texts) ? fetchFont(CJK_FONT_URL) : null]);
  return { text, cjk };
}

// `npm run bench:sheets`: how long "Download All Audition Sheets (PDF)" takes to build a whole show's sheets — the
// remote's own sheet code (mfe-auditions/src/common/audition-sheet, compiled here by TypeScript) on the sheet
// template, with the fonts the browser would fetch read from node_modules instead. Prints figures; never fails on time.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { recordSummary } from './summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = path.join(root, 'mfe-auditions/src/common/audition-sheet');
// Under node_modules so the compiled files find pdf-lib, fontkit and bidi-js as the remote does.
const out = path.join(root, 'node_modules/.cache/bench-audition-sheets');
const require = createRequire(path.join(root, 'mfe-auditions/package.json'));
const GOAL_SECONDS = 5;
const ROUNDS = 3;
const load = () => os.loadavg()[0].toFixed(1);

function compile() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(sources).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(sources, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    // Node's ESM loader wants the extension the bundler leaves out.
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.mjs')), outputText.replace(/from '(\.\/[^']+)'/g, "from '$1.mjs'"));
  }
}

/** The browser fetches each font from the remote's assets; here the same URL is answered from node_modules. */
function fontsFromDisk() {
  globalThis.fetch = async (url) => {
    const [, specifier] = /\/(@expo-google-fonts\/.+\.ttf)$/.exec(new URL(url).pathname) ?? [];
    if (!specifier) throw new Error(`not a sheet font: ${url}`);
    return new Response(readFileSync(require.resolve(specifier)));
  };
}

const base = {
  email: 'applicant@example.test',
  mobile: '(352) 555-0100',
  landline: '(352) 555-9000',
  showName: 'The Importance of Being Earnest',
  dates: ['Saturday, December 5, 2026, 1:00 PM - 4:00 PM', 'Sunday, December 6, 2026, 2:00 PM - 5:00 PM'],
  characters: ['Lady Bracknell', 'Miss Prism'],
  acceptOtherRole: 'Yes',
  conflicts: 'Away Jan 3–7',
};
/** The issue's case: five sheets with Chinese text; then a show with every script the sheets draw. */
const SHOWS = {
  'five sheets with CJK': [
    { ...base, firstName: '芳', lastName: '王', characters: ['麦克白夫人', '女巫'], conflicts: '周二、周四晚上不行；十二月二十日至二十七日回家探亲' },
    { ...base, firstName: '伟', lastName: '李', characters: ['班柯'], conflicts: '周末可以' },
    { ...base, firstName: '美咲', lastName: '佐藤', characters: ['マクベス夫人'], conflicts: '火曜日は仕事です' },
    { ...base, firstName: '민준', lastName: '김', characters: ['맥베스'], conflicts: '화요일 불가' },
    { ...base, firstName: 'Zoë', lastName: 'Ñúñez', characters: ['Lady Macbeth'], conflicts: 'Ça dépend' },
  ],
  // The longest conflicts the API accepts (5,000 characters), in Chinese: no spaces, a break between any two characters.
  'five sheets with CJK, one with 5,000 characters of conflicts': [
    {
      ...base,
      firstName: '芳',
      lastName: '王',
      characters: ['麦克白夫人'],
      conflicts: '周二、周四晚上不行；十二月二十日至二十七日回家探亲。'.repeat(200).slice(0, 5000),
    },
    { ...base, firstName: '伟', lastName: '李', characters: ['班柯'], conflicts: '周末可以' },
    { ...base, firstName: '美咲', lastName: '佐藤', characters: ['マクベス夫人'], conflicts: '火曜日は仕事です' },
    { ...base, firstName: '민준', lastName: '김', characters: ['맥베스'], conflicts: '화요일 불가' },
    { ...base, firstName: 'Zoë', lastName: 'Ñúñez', characters: ['Lady Macbeth'], conflicts: 'Ça dépend' },
  ],
  'six sheets, every script': [
    { ...base, firstName: 'Nguyễn Thị Hương Giang', lastName: 'Maximiliana-Whitfield', conflicts: 'Thứ Ba bận cả ngày; Chủ nhật đi lễ buổi sáng' },
    { ...base, firstName: 'Αλέξανδρος', lastName: 'Παπαδόπουλος', conflicts: 'Όχι Τρίτη' },
    { ...base, firstName: 'Мария', lastName: 'Иванова', conflicts: 'Не могу во вторник' },
    { ...base, firstName: 'ليلى', lastName: 'عبد الله', characters: ['السيدة براكنيل'], conflicts: 'مشغولة يوم الثلاثاء' },
    { ...base, firstName: '芳', lastName: '王', characters: ['麦克白夫人'], conflicts: '周二不行 🎭 ☒ ✓' },
    { ...base, firstName: 'Ruth', lastName: 'Baker' },
  ],
};

compile();
fontsFromDisk();
const { buildCombinedSheets, sheetTexts } = await import(pathToFileURL(path.join(out, 'build-audition-sheet.mjs')).href);
const { loadSheetFonts, fallbackFontsNeeded } = await import(pathToFileURL(path.join(out, 'sheet-fonts.mjs')).href);
const template = new Uint8Array(readFileSync(path.join(root, 'api/assets/audition-sheet-template.pdf')));

console.info(`audition sheets: ${ROUNDS} builds per show, load ${load()}`);
for (const [name, applicants] of Object.entries(SHOWS)) {
  const texts = applicants.flatMap(sheetTexts);
  const timings = [];
  let size = 0;
  let fontBytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const fonts = await loadSheetFonts(texts);
    const bytes = await buildCombinedSheets(
      template,
      applicants.map((applicant) => ({ applicant, headshot: null })),
      fonts,
    );
    timings.push((performance.now() - started) / 1000);
    size = bytes.length;
    fontBytes = [fonts.text, ...fonts.fallbacks].reduce((sum, font) => sum + font.length, 0);
  }
  const worst = Math.max(...timings);
  console.info(
    `  ${name}: ${timings.map((seconds) => `${seconds.toFixed(2)} s`).join(', ')}; fonts ${fallbackFontsNeeded(texts).join(', ') || 'none'} ` +
      `besides Noto Sans (${(fontBytes / 2 ** 20).toFixed(1)} MB read); PDF ${(size / 1024).toFixed(0)} KB; load ${load()}`,
  );
  recordSummary({
    measure: `audition sheets, ${name}`,
    figure: `slowest of ${ROUNDS}: ${worst.toFixed(2)} s, PDF ${(size / 1024).toFixed(0)} KB`,
    goal: `≤ ${GOAL_SECONDS} s`,
    met: worst <= GOAL_SECONDS,
  });
}

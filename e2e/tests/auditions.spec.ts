import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { expect, test, type Download, type Page } from '@playwright/test';
import { inkProblem, pdfWords, renderPage, wordsNotIn } from '../../mfe-auditions/src/test-support/rendered-pdf';
import { runSql } from '../support/database';
import { accounts, signIn } from '../support/sign-in';

const SHOW = 'The Importance of Being Earnest';
const PHOTO_RGB = [200, 30, 40] as const;

/** A solid-colour PNG, so the test needs no image library and can find the photo by its colour in the rendered sheet. */
function solidPng(width: number, height: number, [r, g, b]: readonly number[]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Decodes an 8-bit RGB, non-interlaced PNG (what pdftoppm -png writes) to look at its pixels. */
function readPng(file: string): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const data = readFileSync(file);
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  if (data[24] !== 8 || data[25] !== 2 || data[28] !== 0) throw new Error('expected an 8-bit RGB, non-interlaced PNG');
  const idat: Buffer[] = [];
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset);
    if (data.toString('ascii', offset + 4, offset + 8) === 'IDAT') idat.push(data.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i];
      const left = i >= 3 ? pixels[y * stride + i - 3] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= 3 ? pixels[(y - 1) * stride + i - 3] : 0;
      const paeth = () => {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter];
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * 3, y * stride + x * 3 + 3)] };
}

async function saveDownload(page: Page, click: () => Promise<void>, directory: string): Promise<{ file: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(directory, download.suggestedFilename());
  await download.saveAs(file);
  return { file, download };
}

test('a member pre-registers for the open audition with a headshot and gets a printable sheet; the audition table sees it', async ({
  page,
  browser,
}) => {
  const work = mkdtempSync(path.join(tmpdir(), 'greenroom-auditions-e2e-'));
  await signIn(page, accounts.member);
  await page.goto('/audition-application');
  await expect(page.getByRole('heading', { name: 'Select a Show to Pre-Register For Auditioning' })).toBeVisible();
  const card = page.getByTestId(`group-${SHOW}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Pre-Register for this Audition' }).click();
  await expect(page.getByRole('heading', { name: `${SHOW} Audition Pre-Registration` })).toBeVisible();

  // Headshot: upload, then see it with its upload date.
  await page
    .getByLabel('Choose a photo (an image under 5MB)')
    .setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: solidPng(300, 400, PHOTO_RGB) });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The upload's date on the theater's clock (the seeded theater is in New York), whatever the hour in UTC.
  const today = new Date().toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/New_York',
  });
  await expect(page.getByTestId('photo-uploaded')).toHaveText(`Uploaded ${today}`);
  await expect(page.getByRole('button', { name: 'Upload New Photo' })).toBeVisible();

  // A date, a character of his gender, the other-role answer, phones; the show bio is left empty on purpose.
  await page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox').first().check();
  await expect(page.getByLabel(/Lady Bracknell/)).toHaveCount(0);
  await page.getByLabel(/John Worthing/).check();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('Mobile').fill('352-555-0142');
  await page.getByLabel('Recent Theater Bio:').fill('');
  await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  const problems = page.getByTestId('audition-problems');
  await expect(problems).toContainText('Please correct the following:');
  await expect(problems.getByRole('listitem')).toHaveText(['Please provide your show bio.']);

  await page.getByLabel('Recent Theater Bio:').fill('Canon Chasuble in "Earnest" (2019); Mortimer in "Arsenic and Old Lace".');

  // The audition sheet: a real PDF with the name at x 60, 60 pt from the top, and the photo in its box.
  const sheet = await saveDownload(page, () => page.getByRole('button', { name: 'Download Audition Sheet' }).click(), work);
  expect(sheet.download.suggestedFilename()).toBe('audition-sheet-Brooks.pdf');
  expect(readFileSync(sheet.file).subarray(0, 5).toString()).toBe('%PDF-');
  const words = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', sheet.file, '-']).toString();
  const walter = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Walter<\/word>/.exec(words);
  expect(walter, 'the name on the first page').not.toBeNull();
  expect(Number(walter![1])).toBeCloseTo(60, 0);
  expect(Number(walter![2])).toBeLessThan(60);
  expect(Number(walter![3])).toBeGreaterThan(55);
  expect(words).toContain('>Brooks</word>');

  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', '-png', '-singlefile', sheet.file, path.join(work, 'sheet')]);
  await test.info().attach('audition-sheet-page-1.png', { path: path.join(work, 'sheet.png'), contentType: 'image/png' });
  const image = readPng(path.join(work, 'sheet.png'));
  expect([image.width, image.height]).toEqual([612, 792]);
  // The 300×400 photo fills the whole 120×160 box: x 442-562, 50-210 pt from the top.
  for (const [x, y] of [
    [502, 130],
    [446, 54],
    [558, 206],
  ]) {
    const [r, g, b] = image.pixel(x, y);
    expect({ x, y, photo: r > 150 && g < 90 && b < 90 }).toEqual({ x, y, photo: true });
  }
  // The name's glyphs: dark pixels just above its baseline, where the template itself is blank (Noto Sans, the
  // embedded Unicode font, draws thinner strokes than Helvetica did: about 30 such pixels at 72 dpi, not 60).
  let dark = 0;
  for (let y = 44; y < 60; y++) for (let x = 60; x < 180; x++) if (image.pixel(x, y).every((channel) => channel < 100)) dark++;
  expect(dark).toBeGreaterThan(20);
  // As drawn by the browser's own build of the sheet: every word it wrote has ink, with no letter missing.
  const written = wordsNotIn(path.join(__dirname, '../../api/assets/audition-sheet-template.pdf'), pdfWords(sheet.file));
  expect(written.map((word) => word.text)).toEqual(expect.arrayContaining(['Walter', 'Brooks', 'John', 'Worthing']));
  const drawn = renderPage(sheet.file, 1, 100);
  expect(written.flatMap((word) => (inkProblem(drawn, word) ? [`${word.text}: ${inkProblem(drawn, word)}`] : []))).toEqual([]);

  await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText(`Thank you for submitting your audition application for ${SHOW}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Return to Auditions' }).click();
  await expect(page.getByTestId(`group-${SHOW}`)).toBeVisible();

  // The audition table (a Leader) sees the submission with its photo, and gets every sheet in one PDF.
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, accounts.leader);
  await leader.getByRole('navigation').getByRole('link', { name: 'Audition Submissions' }).click();
  await expect(leader.getByRole('heading', { name: 'Audition Submissions', level: 1 })).toBeVisible();
  const submissions = leader.getByTestId(`submissions-${SHOW}`);
  const row = submissions.getByRole('row', { name: /Walter Brooks/ });
  await expect(row).toContainText('John Worthing');
  await expect(row).toContainText('(352) 555-0142');
  await expect(row.getByRole('img', { name: 'Headshot of Walter Brooks' })).toBeVisible();
  const all = await saveDownload(leader, () => submissions.getByRole('button', { name: 'Download All Audition Sheets (PDF)' }).click(), work);
  expect(execFileSync('pdfinfo', [all.file]).toString()).toMatch(/Pages:\s+1\b/);
  expect(all.download.suggestedFilename()).toBe('audition-sheets-The-Importance-of-Being-Earnest.pdf');
  await leaderContext.close();
});

test('a photo chosen but not uploaded goes with "Submit Pre-Registration": it is on the application', async ({ page, browser }) => {
  // A member of this test only: the seeded ones pre-register for this show in other tests.
  const applicant = 'ambrose.fairweather@example.com';
  await runSql(
    `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission) VALUES ($1, 'Ambrose', 'Fairweather', 'Active', 'Member')
     ON CONFLICT DO NOTHING`,
    [applicant],
  );
  await signIn(page, applicant);
  await page.goto('/audition-application');
  await page.getByTestId(`group-${SHOW}`).getByRole('button', { name: 'Pre-Register for this Audition' }).click();
  await expect(page.getByRole('heading', { name: `${SHOW} Audition Pre-Registration` })).toBeVisible();
  await expect(page.getByText('You have not uploaded a photo yet.')).toBeVisible();

  // A wrong file first: its error goes once a picture is chosen instead.
  const chooser = page.getByLabel('Choose a photo (an image under 5MB)');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await chooser.setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: solidPng(300, 400, PHOTO_RGB) });
  await expect(page.getByText('Please select an image file')).toHaveCount(0);

  // Every field, then Submit, never "Upload Photo".
  await page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox').first().check();
  await page.getByLabel(/John Worthing/).check();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('Mobile').fill('352-555-0177');
  await page.getByLabel('Recent Theater Bio:').fill('Lane in "Earnest" (2015).');
  await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  // The audition table sees the application with the photo.
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, accounts.leader);
  await leader.goto('/audition-submissions');
  const row = leader.getByTestId(`submissions-${SHOW}`).getByRole('row', { name: /Ambrose Fairweather/ });
  const headshot = row.getByRole('img', { name: 'Headshot of Ambrose Fairweather' });
  await expect(headshot).toBeVisible();
  await expect.poll(() => headshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await leaderContext.close();
});

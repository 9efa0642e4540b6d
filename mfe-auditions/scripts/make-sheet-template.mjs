// Draws Greenroom's own audition-sheet grid template (US Letter) and writes it where the API serves it from:
//   node mfe-auditions/scripts/make-sheet-template.mjs
// The filled-in sheet (src/features/audition-sheet) writes the name at x 60, 60 pt from the top, and fits the
// headshot in the 120×160 box 50 pt from the top and right edges: the template leaves those places free.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const WIDTH = 612;
const HEIGHT = 792;
const grid = rgb(0.85, 0.88, 0.92);
const ink = rgb(0.25, 0.25, 0.3);

const doc = await PDFDocument.create();
doc.setTitle('Greenroom audition sheet');
doc.setProducer('Greenroom');
const page = doc.addPage([WIDTH, HEIGHT]);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const regular = await doc.embedFont(StandardFonts.Helvetica);

for (let x = 36; x <= WIDTH - 36; x += 18) page.drawLine({ start: { x, y: 36 }, end: { x, y: HEIGHT - 230 }, thickness: 0.4, color: grid });
for (let y = 36; y <= HEIGHT - 230; y += 18) page.drawLine({ start: { x: 36, y }, end: { x: WIDTH - 36, y }, thickness: 0.4, color: grid });

page.drawText('GREENROOM AUDITION SHEET', { x: 60, y: HEIGHT - 30, size: 10, font: bold, color: ink });
page.drawLine({ start: { x: 60, y: HEIGHT - 66 }, end: { x: 420, y: HEIGHT - 66 }, thickness: 1, color: ink });
page.drawRectangle({
  x: WIDTH - 50 - 120,
  y: HEIGHT - 50 - 160,
  width: 120,
  height: 160,
  borderColor: ink,
  borderWidth: 0.8,
  borderDashArray: [3, 3],
});
page.drawText('Photo', { x: WIDTH - 50 - 75, y: HEIGHT - 50 - 85, size: 12, font: regular, color: grid });

const labels = ['Show', 'E-mail', 'Mobile / Landline', 'Audition date(s)', 'Roles', 'Other role if offered', 'Conflicts'];
labels.forEach((label, index) => {
  page.drawText(label.toUpperCase(), { x: 60, y: HEIGHT - 92 - index * 18, size: 7, font: bold, color: ink });
});
page.drawText('DIRECTOR NOTES', { x: 42, y: HEIGHT - 244, size: 8, font: bold, color: ink });

const target = fileURLToPath(new URL('../../api/assets/audition-sheet-template.pdf', import.meta.url));
writeFileSync(target, await doc.save({ useObjectStreams: false }));
console.log(`wrote ${target}`);

#!/usr/bin/env node
// The docs' own rules, checked in `npm test`: the README stays short (what it is, the two commands, the folders, the
// links) and links every page of docs/; every relative link in the README and docs/ reaches a file (and heading) of
// the repository; every file the one-way table names exists; and no tracked file refers to a path outside the
// repository (a clone has nothing beside it, and the specification is cited through docs/spec-summary.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_LINES = 250;
const problems = [];
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

const readme = read('README.md');
const readmeLines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
if (readmeLines > README_MAX_LINES) problems.push(`README.md has ${readmeLines} lines (at most ${README_MAX_LINES}): move the detail into docs/`);

const docs = fs.readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md'));
for (const doc of docs) if (!readme.includes(`](docs/${doc})`)) problems.push(`README.md does not link docs/${doc} from its map of the docs`);

/** GitHub's anchors for a Markdown file's headings and explicit anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of fs.readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  // An explicit <a id="…"></a> is an anchor too (the alert rules link the runbooks by theirs).
  for (const [, id] of fs.readFileSync(file, 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id);
  return anchors;
}

/** Relative Markdown links ([text](target)) that lead to no file or folder of the repository, or to no heading of it. */
for (const file of ['README.md', ...docs.map((doc) => `docs/${doc}`)]) {
  for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const [where, anchor] = target.split('#');
    const resolved = where ? path.resolve(root, path.dirname(file), decodeURIComponent(where)) : path.join(root, file);
    if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) problems.push(`${file} links ${target}, which is not in the repository`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
      problems.push(`${file} links ${target}, a heading that does not exist`);
  }
}

// The one-way table names the file to copy for each job: a file that moved must move in the table too.
for (const [, named] of read('docs/one-way.md').matchAll(/`((?:api|libs|mfe-[a-z]+|shell|scripts|tools|e2e|deploy)\/[^`*<>\s]*)`/g)) {
  if (!fs.existsSync(path.join(root, named))) problems.push(`docs/one-way.md names ${named}, which does not exist`);
}

// Paths out of the repository, and the old citations of specification files a clone does not have.
const OUTSIDE = [
  { pattern: /(?:\.\.\/)+shared\b/g, outside: (file, match) => !path.resolve(root, path.dirname(file), match).startsWith(root + path.sep) },
  { pattern: /\/work\/shared\b|\bSTYLE\.md\b|\bSTACK-NOTE[S]\b/g, outside: () => true },
  { pattern: /\b[Ss]pec 0[12] §/g, outside: () => true, hint: 'cite docs/spec-summary.md §<part>.<section> instead' },
];
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && file !== 'package-lock.json' && fs.existsSync(path.join(root, file)));
for (const file of tracked) {
  const text = fs.readFileSync(path.join(root, file));
  if (text.includes(0)) continue; // binary (images, fonts, PDFs)
  const lines = text.toString('utf8').split('\n');
  lines.forEach((line, index) => {
    for (const { pattern, outside, hint } of OUTSIDE) {
      for (const [match] of line.matchAll(pattern)) {
        if (outside(file, match)) problems.push(`${file}:${index + 1} refers outside the repository: "${match}"${hint ? ` (${hint})` : ''}`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`docs: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.info(
  `docs: README ${readmeLines} lines, ${docs.length} pages linked, links resolve, ${tracked.length} tracked files stay inside the repository`,
);

// `node --test <folder>` finds nothing on Node 22 and later (it takes files or globs): the runners list a folder's
// *.test.mjs files themselves, which works on every Node.
import fs from 'node:fs';
import path from 'node:path';

/** The *.test.mjs files directly in `folder` (relative to `cwd`), as paths relative to `cwd`, sorted. */
export function testFiles(cwd, folder) {
  const files = fs
    .readdirSync(path.join(cwd, folder))
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => path.join(folder, name));
  if (files.length === 0) throw new Error(`${folder} has no *.test.mjs file`);
  return files;
}

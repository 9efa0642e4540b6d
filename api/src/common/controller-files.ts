import fs from 'node:fs';
import path from 'node:path';

/**
 * Each controller class's source file, relative to `srcDir` (api/src): the file that declares `export class <Name>`.
 * Read from the sources, so the unit tests (on src) and the docs script (on dist) find the same files.
 */
export function controllerFiles(srcDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.spec.ts')) continue;
    const source = fs.readFileSync(path.join(srcDir, entry), 'utf8');
    for (const [, name] of source.matchAll(/^export class (\w+Controller)\b/gm)) files.set(name, entry.split(path.sep).join('/'));
  }
  return files;
}

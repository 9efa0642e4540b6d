import fs from 'node:fs';
import path from 'node:path';
import { hostRanges, type ShellContract } from '@greenroom/contracts';

/** The shell of this workspace: api/src/remotes and api/dist/remotes both sit three levels below the root. */
const SHELL_DIR = path.resolve(__dirname, '..', '..', '..', 'shell');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Installed version of a package as the shell resolves it (walking up node_modules like Node does). */
function installedVersion(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return (readJson(candidate) as { version?: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * What the running shell promises and ships, read like the build's contract gate reads it (tools/mf): the API is
 * deployed from the same workspace as the shell it serves, so a release is checked against that shell.
 */
export function readShellContract(shellDir: string = SHELL_DIR): ShellContract {
  const ranges = hostRanges((readJson(path.join(shellDir, 'package.json')) as { dependencies?: Record<string, string> }).dependencies);
  return {
    expectedModules: readJson(path.join(shellDir, 'remotes.expected.json')) as Record<string, string[]>,
    ranges,
    hostVersions: Object.fromEntries(Object.keys(ranges).map((name) => [name, installedVersion(shellDir, name)])),
  };
}

import path from 'node:path';
import type { ShellContract } from '@greenroom/contracts';
import { readShellContract as readWorkspaceShellContract } from '@greenroom/mf-tools/shell-contract';

/** The shell of this workspace: api/src/remotes and api/dist/remotes both sit three levels below the root. */
const SHELL_DIR = path.resolve(__dirname, '..', '..', '..', 'shell');

/**
 * What the running shell promises and ships, read as the build's contract gate reads it (tools/mf): the API is
 * deployed from the same workspace as the shell it serves, so a release is checked against that shell.
 */
export function readShellContract(shellDir: string = SHELL_DIR): ShellContract {
  return readWorkspaceShellContract(shellDir);
}

import fs from 'node:fs';
import path from 'node:path';
import type { ShellContract } from '@greenroom/contracts';
import { z } from 'zod';

/**
 * The contract file the workspace's shell build writes (shell/rspack.config.js): api/src/remotes and
 * api/dist/remotes both sit three levels below the root. Read when SHELL_CONTRACT_FILE is unset (development, tests).
 */
export const WORKSPACE_SHELL_CONTRACT_FILE = path.resolve(__dirname, '..', '..', '..', 'shell', 'dist', 'shell-contract.json');

/** dist/shell-contract.json as the shell's build writes it (shell/rspack.config.js). */
const ShellContractFileSchema = z.object({
  expectedModules: z.record(z.string(), z.array(z.string())),
  ranges: z.record(z.string(), z.string()),
  hostVersions: z.record(z.string(), z.string().optional()),
  // A file written before the shell said so: treated as a shell without the runtime, so a remote that needs it is refused.
  providesFederationRuntime: z.boolean().default(false),
});

/** Read from SHELL_CONTRACT_FILE; a missing or malformed file is an error that names the file and what is wrong. */
export function readShellContractFile(file: string): ShellContract {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`SHELL_CONTRACT_FILE ${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const parsed = ShellContractFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`SHELL_CONTRACT_FILE ${file} is not a shell contract (${problems})`);
  }
  return parsed.data;
}

/**
 * What the running shell promises and ships: data its build wrote, never computed here, so the API needs no shell
 * workspace nor build tooling. Deployed, SHELL_CONTRACT_FILE names the file; in development and tests it is the
 * workspace shell's build output.
 */
export function readShellContract(contractFile: string | null): ShellContract {
  return readShellContractFile(contractFile ?? WORKSPACE_SHELL_CONTRACT_FILE);
}

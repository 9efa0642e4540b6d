import type { ShellContract } from '@greenroom/contracts';

export function readShellContract(shellDir: string, expectedModules?: Record<string, string[]>): ShellContract;

/** Types of portal-ports.js for the TypeScript code that reads it (the API's seed). */
export function envPort(env: Record<string, string | undefined>, name: string, fallback: number): number;

export function portalPorts(options?: { env?: Record<string, string | undefined>; prefix?: string; portalPort?: number; apiPort?: number }): {
  portalPort: number;
  remotes: Record<string, number>;
  apiPort: number;
};

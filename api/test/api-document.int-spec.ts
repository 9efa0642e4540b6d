import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TestEnvironment } from './support/test-env';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** A team outside the monorepo: types generated from the document, a typed client, a real call. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './greenroom-api.js';

const client = createClient<paths>({ baseUrl: process.argv[2] });
const health = await client.GET('/api/health');
const refused = await client.GET('/api/remotes', { headers: { Authorization: 'Bearer ' + 'x'.repeat(43) } });
// @ts-expect-error: a path the API does not have is a type error, so the generated types are real
await client.GET('/api/no-such-route');
console.log(JSON.stringify({ database: health.data?.database, refusedWith: refused.error?.statusCode ?? null }));
`;

describe('the OpenAPI document at /api/docs-json', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let document: {
    openapi: string;
    paths: Record<
      string,
      Record<string, { summary?: string; security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
    >;
  };

  /**
   * Operations that take no input and that anyone may call (health, the theater's clock, the registry …): there is
   * no 4xx answer they could give, which Redocly's recommended `operation-4xx-response` rule cannot know.
   */
  const cannotRefuseACaller = () =>
    Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length === 0 && !operation.parameters?.length && !operation.requestBody)
        .map(([method]) => `${method} ${route}`),
    );
  let dir: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    await app.listen(0, '127.0.0.1');
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-openapi-'));
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await env.dispose();
  });

  it('is OpenAPI 3.1 (whose schema dialect is the JSON Schema the contracts produce), with a summary for every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"$schema"');
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations))
        expect([`${method} ${route}`, operation.summary]).toEqual([`${method} ${route}`, expect.any(String)]);
    }
  });

  it("passes Redocly's recommended lint: no errors, and no warning but the 4xx rule on operations that cannot refuse a caller", async () => {
    const { stdout } = await run(bin('redocly'), ['lint', path.join(dir, 'openapi.json'), '--format=json'], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stdout: string }) => failure,
    );
    const { totals, problems } = JSON.parse(stdout) as { totals: { errors: number }; problems: LintProblem[] };
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message)).toEqual([]);
    expect(totals.errors).toBe(0);
    const warned = problems.map((problem) => {
      const [, route, method] = /^#\/paths\/([^/]+)\/(\w+)/.exec(problem.location[0]?.pointer ?? '') ?? [];
      return `${problem.ruleId}: ${method} ${(route ?? '').replace(/~1/g, '/')}`;
    });
    const exempt = cannotRefuseACaller();
    expect(exempt).toContain('get /api/health');
    expect(warned.filter((warning) => !exempt.some((operation) => warning === `operation-4xx-response: ${operation}`))).toEqual([]);
  }, 120_000);

  it('generates a typed client (openapi-typescript + openapi-fetch) that type-checks strictly and calls the API', async () => {
    await run(bin('openapi-typescript'), [path.join(dir, 'openapi.json'), '-o', path.join(dir, 'greenroom-api.ts')]);
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    // TypeScript 6 loads no @types packages unless named: the client reads process.argv.
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          outDir: 'out',
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['client.ts'],
      }),
    );
    await run(bin('tsc'), ['-p', path.join(dir, 'tsconfig.json')]);
    const { port } = app.getHttpServer().address() as AddressInfo;
    const { stdout } = await run(process.execPath, [path.join(dir, 'out', 'client.js'), `http://127.0.0.1:${port}`]);
    expect(JSON.parse(stdout)).toEqual({ database: 'up', refusedWith: 401 });
  }, 180_000);
});

// The API's integration tests under the API image's own runtime (Node 24 of the image, its OS and libraries),
// against the stack's PostgreSQL and Redis: the image's node runs jest from this checkout, mounted read-only
// (the image itself holds no test tooling: no dev dependencies). Each spec makes and drops its own database and
// Redis prefix, so the stack's data is not touched.
// DEPLOY_TEST_INT_SPECS: "all" for the whole api:test:int, or a space-separated list of spec files; by default a
// subset that covers start-up in production, health and probes, sign-in, campaigns and the schema.
import { podman, workspaceRoot } from '../podman.mjs';

const DEFAULT_SPECS = ['health', 'production-startup', 'auth', 'email-campaigns', 'schema-and-seed'].map((name) => `test/${name}.int-spec.ts`);

export default {
  order: 90,
  title: 'API integration tests inside the API image',
  async run(stack) {
    const chosen = process.env.DEPLOY_TEST_INT_SPECS?.trim();
    const specs = chosen === 'all' ? [] : chosen ? chosen.split(/\s+/) : DEFAULT_SPECS;
    const { POSTGRES_USER, POSTGRES_PASSWORD, REDIS_PASSWORD } = stack.variables;
    const started = Date.now();
    let output;
    try {
      output = await podman(
        [
          'run',
          '--rm',
          '--network',
          `${stack.project}_default`,
          '-v',
          `${workspaceRoot}:/workspace:ro`,
          '-w',
          '/workspace/api',
          '-e',
          `TEST_POSTGRES_URL=postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@postgres:5432`,
          '-e',
          `TEST_REDIS_URL=redis://:${REDIS_PASSWORD}@redis:6379`,
          '-e',
          'NODE_ENV=test',
          // The image's production settings are not the tests' (they make their own apps and workers).
          '--unsetenv',
          'SHELL_CONTRACT_FILE',
          '--unsetenv',
          'PORT',
          '--unsetenv',
          'WORKER_HEALTH_PORT',
          '--unsetenv',
          'METRICS_PORT',
          '--entrypoint',
          'node',
          `localhost/greenroom-api:${stack.tag}`,
          '/workspace/node_modules/jest/bin/jest.js',
          '-c',
          'jest.int.config.js',
          '--runInBand',
          '--ci',
          ...specs,
        ],
        { timeoutMs: 15 * 60_000, combined: true },
      ).then(
        (stdout) => stdout,
        (error) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
    } finally {
      stack.say?.(`integration tests in the image took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const summary = /Tests:\s+(.*)\n/.exec(output)?.[1] ?? 'no jest summary';
    const node = (await podman(['run', '--rm', '--entrypoint', 'node', `localhost/greenroom-api:${stack.tag}`, '--version'])).trim();
    const failed = /(\d+) failed/.exec(summary);
    const passed = /(\d+) passed/.exec(summary);
    return {
      result: `${specs.length ? `${specs.length} spec files` : 'all spec files'} on Node ${node}`,
      figures: `${summary}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      met: Boolean(passed) && !failed,
    };
  },
};

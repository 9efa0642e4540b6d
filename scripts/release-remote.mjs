#!/usr/bin/env node
// Registers a built remote as a release in the portal's registry (and, with --activate, switches to it; with
// --stage admins|share, tries it out with the Admins first or also a share of the members, see
// docs/release-pipeline.md "Staged releases"):
//   npm run release -w mfe-calendar -- --base-url https://cdn.example.org/calendar/0.2.0/ [--activate] [--version v]
//   npm run release -w mfe-calendar -- --base-url … --stage admins [--share 10] [--auto-advance]
// or first uploads dist/ to S3-compatible storage, as <remote>/<version>/ under the bucket's prefix, and registers
// the copy a CDN serves from --public-url (the same folder layout):
//   npm run release -w mfe-calendar -- --upload s3://bucket/releases --public-url https://cdn.example.org/releases
// (S3 settings from the environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, S3_ENDPOINT for a
// store other than AWS.) --dist names another build folder than mfe-<remote>/dist.
// The version is the remote's package.json version plus the commit ("0.2.0+3f2c1ab") unless --version names one.
// Env: RELEASE_TOKEN (a release token an Admin made on the Releases screen, or the operators' bootstrap RELEASE_TOKEN),
// API_URL (default http://127.0.0.1:3000; https unless it is this machine).
// The API fetches <base-url>/mf-manifest.json and runs the contract check; a refused release exits 1 with the reasons.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { uploadRelease } from './release/upload-release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: release-remote.mjs <remote> (--base-url <where dist/ is hosted> | --upload s3://bucket[/prefix] --public-url <its CDN address>) [--dist <dir>] [--activate | --stage admins|share [--share <percent>] [--auto-advance]] [--version <version>]';

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      upload: { type: 'string' },
      'public-url': { type: 'string' },
      dist: { type: 'string' },
      activate: { type: 'boolean', default: false },
      stage: { type: 'string' },
      share: { type: 'string' },
      'auto-advance': { type: 'boolean', default: false },
      version: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const { positionals, values } = parsed;
const remote = positionals[0];
const packageFile = path.join(root, `mfe-${remote ?? ''}`, 'package.json');
if (!remote || positionals.length !== 1 || !fs.existsSync(packageFile)) fail(USAGE);
if (Boolean(values['base-url']) === Boolean(values.upload)) fail(`give either --base-url or --upload\n${USAGE}`);
if (values.activate && values.stage) fail(`give --activate (everyone at once) or --stage (a step at a time), not both\n${USAGE}`);
if (values.stage && !['admins', 'share'].includes(values.stage)) fail(`--stage is admins or share\n${USAGE}`);
if (values.share !== undefined && !/^[0-9]{1,2}$/.test(values.share)) fail(`--share is a whole percent from 1 to 99\n${USAGE}`);
if (values.upload && !values['public-url']) fail(`--upload needs --public-url (where the CDN serves the bucket's prefix)\n${USAGE}`);
const token = process.env.RELEASE_TOKEN;
if (!token) fail("RELEASE_TOKEN is not set (a release token from the Releases screen, or the API's bootstrap RELEASE_TOKEN)");
const apiUrl = process.env.API_URL || 'http://127.0.0.1:3000';
// The token travels in the request: plain http only to this machine, where nothing is on the wire.
const apiHost = URL.canParse(apiUrl) ? new URL(apiUrl) : null;
if (!apiHost || !['https:', 'http:'].includes(apiHost.protocol)) fail(`API_URL must be an http(s) URL, got ${apiUrl}`);
if (apiHost.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(apiHost.hostname)) {
  fail(`API_URL must use https (the release token would travel in clear): got ${apiUrl}; plain http is only for localhost`);
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'nogit';
  }
}

const version = values.version ?? `${JSON.parse(fs.readFileSync(packageFile, 'utf8')).version}+${commit()}`;

async function uploaded() {
  const distDir = path.resolve(values.dist ?? path.join(root, `mfe-${remote}`, 'dist'));
  try {
    const { bucket, folder, count } = await uploadRelease({
      distDir,
      s3Url: values.upload,
      remote,
      version,
      onProgress: (done, total) => process.stdout.write(`\rrelease: uploading ${done}/${total} files`),
    });
    console.info(`\nrelease: uploaded ${count} files to s3://${bucket}/${folder}`);
  } catch (error) {
    fail(`the upload failed: ${error.message}`);
  }
  // '+' in a URL path is a plus for S3 and CDNs alike only when escaped; the object key itself keeps the plain version.
  return `${values['public-url'].replace(/\/+$/, '')}/${remote}/${encodeURIComponent(version)}/`;
}

// The base URL names the folder dist/ was uploaded to; the manifest sits at its top.
const given = values.upload ? await uploaded() : values['base-url'];
const baseUrl = given.endsWith('/') ? given : `${given}/`;
const manifestUrl = new URL('mf-manifest.json', baseUrl).href;

async function post(pathname, body) {
  let response;
  try {
    response = await fetch(new URL(pathname, apiUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    fail(`could not reach the API at ${apiUrl}: ${error.message}`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (Array.isArray(answer.problems)) {
      console.error(`release: ${remote} ${version} was REFUSED by the contract check:`);
      for (const problem of answer.problems) console.error(`  - ${problem}`);
      process.exit(1);
    }
    fail(`${pathname} answered ${response.status}: ${answer.message ?? response.statusText}`);
  }
  return answer;
}

await post(`/api/remotes/${remote}/releases`, { version, manifestUrl });
console.info(`release: registered ${remote} ${version} (${manifestUrl}); the contract check passed`);
// In GitHub Actions, the step's output (a pull request prints it as its preview).
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `manifest-url=${manifestUrl}\n`);
if (values.activate) {
  const switched = await post(`/api/remotes/${remote}/activate`, { version });
  console.info(
    `release: ${remote} now runs ${switched.activeVersion} (was ${switched.previousVersion ?? 'none'}); roll back with POST /api/remotes/${remote}/rollback or on the Releases screen`,
  );
} else if (values.stage) {
  // The API fills in the rule's defaults and answers 400 with the reason for a value it refuses.
  const request = { version, stage: values.stage, autoAdvance: values['auto-advance'], ...(values.share ? { share: Number(values.share) } : {}) };
  const { rollout } = await post(`/api/remotes/${remote}/rollout`, request);
  const who = rollout.stage === 'admins' ? 'the Admins' : `the Admins and about ${rollout.share} in 100 members`;
  console.info(
    `release: ${remote} ${version} is being tried out by ${who}; everyone else keeps ${rollout.previousVersion ?? 'none'}. Move it on or stop it on the Releases screen or POST/DELETE /api/remotes/${remote}/rollout (revision ${rollout.revision})`,
  );
} else {
  console.info(`release: activate it with --activate, POST /api/remotes/${remote}/activate or on the Releases screen`);
}

// Each API call's path is written once, in its route object (libs/contracts/src/**/*.routes.ts): the code that calls
// the API, the stubs that answer it in tests and the body limits read it from there. A path written out again in
// one of those places is a second source that can drift, so this check lists it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = fs.readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));

/** A quoted path under /api or /membership, or a stub key ('METHOD /path'): the start of a string is enough. */
const PATH_STRING = /['"`]((GET|POST|PUT|PATCH|DELETE) )?\/(api|membership)\//;
const STUB_KEY = /['"`](GET|POST|PUT|PATCH|DELETE) \//;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Comments may name a path: only code counts. */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function findings(files, pattern) {
  return files.flatMap((file) =>
    withoutComments(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The places that call the API or stand in for it. */
function callingCode() {
  const appApiFolders = apps.flatMap((app) => sourceFiles(path.join(root, app, 'src')).filter((file) => file.split(path.sep).includes('api')));
  return [
    ...sourceFiles(path.join(root, 'libs/sdk/src')),
    ...sourceFiles(path.join(root, 'libs/testing/src')),
    ...appApiFolders.filter((file) => !/\.spec\.tsx?$/.test(file)),
    path.join(root, 'api/src/common/body-limits.ts'),
  ];
}

const appSpecs = () => apps.flatMap((app) => sourceFiles(path.join(root, app, 'src')).filter((file) => /\.spec\.tsx?$/.test(file)));

test('the SDK, the test helpers, the apps’ api/ folders and the body limits write no API path: they read it from its route object', () => {
  assert.deepEqual(findings(callingCode(), PATH_STRING), []);
});

test('the apps’ specs key their stubs by route object (routeKey, routeUrl), not by a written path', () => {
  assert.deepEqual(findings(appSpecs(), STUB_KEY), []);
});

test('no app imports API_ROUTES: an app imports the routes it calls, so its bundle carries no other', () => {
  const appCode = [...apps.flatMap((app) => sourceFiles(path.join(root, app, 'src'))), ...sourceFiles(path.join(root, 'libs/sdk/src'))];
  assert.deepEqual(findings(appCode, /\bAPI_ROUTES\b/), []);
});

test('notices a written path, a stub key and a template, but not a comment', () => {
  assert.ok(PATH_STRING.test("apiFetch('/api/email/send-mass', Schema)"));
  assert.ok(PATH_STRING.test('fetch(`/api/members/${id}/headshot`)'));
  assert.ok(PATH_STRING.test("'GET /membership/calendar/events-at-a-glance'"));
  assert.ok(STUB_KEY.test("stubApi({ 'POST /api/email/send-mass': answer })"));
  assert.equal(withoutComments("// calls '/api/x'\nconst a = 1; /* '/api/y' */").includes('/api/'), false);
  assert.ok(withoutComments("const url = 'http://portal.test/api/x';").includes('http://'));
});

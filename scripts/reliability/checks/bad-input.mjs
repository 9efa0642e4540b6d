// Bad input on every route, as an Admin: malformed JSON, wrong types, oversize strings and arrays, unknown
// fields, path parameters that are not ids, odd query strings. Every answer must be below 500, and a refused
// request (4xx) must write no row: the row count of every table is compared before and after each request.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from '../../portal/start-portal.mjs';
import { call } from '../http.mjs';

const NIL_ID = '00000000-0000-4000-8000-000000000000';
const BAD_IDS = ['not-an-id', '12345', "1'%20OR%20'1'%3D'1", 'x'.repeat(3000), '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', '-1', '1e309'];
const BAD_QUERIES = [
  'filter=%7Bnot-json',
  `filter=${encodeURIComponent(JSON.stringify({ Title: Array.from({ length: 5000 }, (_, i) => `t${i}`) }))}`,
  'filter=%5B%5D',
  'from=not-a-date&to=%5B%5D',
  'from=1e400&to=-1',
  'a[b][c][d][e]=1&a=2',
  'id=1&id=2&id=3',
  `q=${'x'.repeat(20_000)}`,
  'unknownField=1',
  'date=2026-02-30&type=monthly&limit=-5&offset=abc',
  'startDate=2026-02-30&endDate=2026-02-31',
];

function wrongValueFor(schema = {}) {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not an array';
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: { nested: [1, 2, 3] } };
  }
}

function oversizeFor(schema = {}) {
  if (schema.type === 'array') return Array.from({ length: 20_000 }, () => 'x');
  return 'x'.repeat(60_000);
}

/** The JSON body schema of a route from the OpenAPI document, with top-level $refs resolved. */
function bodySchema(openApi, route) {
  const openApiPath = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = openApi.paths?.[openApiPath]?.[route.method.toLowerCase()];
  let schema = operation?.requestBody?.content?.['application/json']?.schema;
  const resolve = (candidate) => (candidate?.$ref ? openApi.components.schemas[candidate.$ref.split('/').pop()] : candidate);
  schema = resolve(schema);
  if (!schema) return { properties: {} };
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, resolve(property)]));
  return { properties };
}

/** Every malformed request to send to one route. */
function badRequests(route, openApi) {
  const requests = [];
  const hasParams = /:[A-Za-z]+/.test(route.path);
  const withId = route.path.replace(/:[A-Za-z]+/g, NIL_ID);
  if (hasParams) for (const id of BAD_IDS) requests.push({ label: `path ${id.slice(0, 20)}`, path: route.path.replace(/:[A-Za-z]+/g, id) });
  for (const query of BAD_QUERIES) requests.push({ label: `query ${query.slice(0, 30)}`, path: `${withId}?${query}` });
  if (route.method !== 'GET') {
    const bodies = [
      ['malformed JSON', '{"subject": "unterminated'],
      ['JSON array', '[1,2,3]'],
      ['JSON string', '"text"'],
      ['JSON number', '42'],
      ['JSON null', 'null'],
      ['unknown fields', JSON.stringify({ unknownField: 'x', isAdmin: true, role: 'Admin' })],
      ['prototype keys', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'],
      ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ];
    for (const [label, raw] of bodies) requests.push({ label, path: withId, raw });
    requests.push({ label: 'text/plain body', path: withId, raw: '{"a":1}', contentType: 'text/plain' });
    const { properties } = bodySchema(openApi, route);
    for (const [name, schema] of Object.entries(properties)) {
      requests.push({ label: `${name}: wrong type`, path: withId, json: { [name]: wrongValueFor(schema) } });
      if (schema?.format === 'date' || /\\d\{4\}/.test(schema?.pattern ?? ''))
        requests.push({ label: `${name}: a day that does not exist`, path: withId, json: { [name]: '2026-02-30' } });
      if (schema?.type === 'string' || schema?.type === 'array' || !schema?.type)
        requests.push({ label: `${name}: oversize`, path: withId, json: { [name]: oversizeFor(schema) } });
    }
    if (Object.keys(properties).length)
      requests.push({
        label: 'every field wrong',
        path: withId,
        json: Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, wrongValueFor(schema)])),
      });
  }
  return requests;
}

async function rowCounts(db, tables) {
  const { rows } = await db.query(tables.map((table) => `SELECT '${table}' AS t, count(*)::int AS n FROM "${table}"`).join(' UNION ALL '));
  return new Map(rows.map((row) => [row.t, row.n]));
}

export async function checkBadInput({ db, env, apiUrls, shellUrl, admin, openSession, say }, results) {
  const routes = JSON.parse(
    execFileSync(process.execPath, [path.join(workspaceRoot, 'scripts/reliability/list-routes.cjs')], {
      cwd: workspaceRoot,
      env: { ...process.env, ...env, PORT: '0' },
      maxBuffer: 10 * 1024 * 1024,
    }).toString(),
  );
  // In production (as here) the API document is for Admins only.
  const openApi = (await call(apiUrls[0], 'GET', '/api/docs-json', { token: await openSession(admin.id) })).body ?? {};
  // Without the document the check would send fewer, shapeless requests and still pass: stop instead.
  if (!openApi.paths) throw new Error('bad input: /api/docs-json gave no paths');
  const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((row) => row.tablename);
  say(`bad input: ${routes.length} routes from the Nest router, ${tables.length} tables watched`);
  let sent = 0;
  const serverErrors = [];
  const writes = [];
  for (const route of routes) {
    for (const request of badRequests(route, openApi)) {
      // A fresh session per request: a request that is accepted (logout) must not end the next one's.
      const token = await openSession(admin.id);
      const before = await rowCounts(db, tables);
      const answer = await call(shellUrl, route.method, request.path, {
        token,
        json: request.json,
        raw: request.raw,
        contentType: request.contentType,
      });
      sent += 1;
      if (answer.status >= 500 || answer.status === 0) serverErrors.push(`${route.method} ${route.path} [${request.label}] ${answer.status}`);
      if (answer.status >= 400 && answer.status < 500) {
        const after = await rowCounts(db, tables);
        const changed = tables
          .filter((table) => after.get(table) !== before.get(table))
          .map((table) => `${table} ${after.get(table) - before.get(table) > 0 ? '+' : ''}${after.get(table) - before.get(table)}`);
        if (changed.length) writes.push(`${route.method} ${route.path} [${request.label}] ${answer.status}: ${changed.join(', ')}`);
      }
    }
  }
  for (const line of [...serverErrors, ...writes].slice(0, 40)) say(`  ${line}`);
  results.add(
    `bad input: ${sent} malformed requests over ${routes.length} routes (from the Nest router), as Admin`,
    `${serverErrors.length} × 5xx${serverErrors.length ? ` (${serverErrors.slice(0, 2).join('; ')})` : ''}`,
    '0 × 5xx',
    serverErrors.length === 0 && routes.length > 20,
  );
  results.add(
    'bad input: rows written by refused (4xx) requests',
    `${writes.length}${writes.length ? ` (${writes.slice(0, 2).join('; ')})` : ''}`,
    '0',
    writes.length === 0,
  );
}

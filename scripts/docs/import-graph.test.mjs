import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { apiFolder, broken, cycles, graphCounts, runtimeSpecifiers } from './import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const api = (file) => path.join(root, 'api', 'src', file);
const graphOf = (pairs) => {
  const graph = new Map();
  for (const [from, to] of pairs) {
    graph.set(from, [...(graph.get(from) ?? []), ...(to ? [to] : [])]);
    if (to && !graph.has(to)) graph.set(to, []);
  }
  return graph;
};

test('finds each cycle once, however long, and a file importing itself', () => {
  const graph = graphOf([
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'a'],
    ['c', 'd'],
    ['d', 'e'],
    ['e', 'e'],
    ['f', 'a'],
  ]);
  assert.deepEqual(
    cycles(graph).map((component) => component.join(',')),
    ['e', 'a,b,c'],
  );
  assert.deepEqual(
    cycles(
      graphOf([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ),
    [],
  );
});

test("places a file by api/src's first folder, the top files apart, and nothing outside the API", () => {
  assert.equal(apiFolder(api('members/entities/member.entity.ts')), 'members');
  assert.equal(apiFolder(api('app.module.ts')), 'top');
  assert.equal(apiFolder(path.join(root, 'libs', 'contracts', 'src', 'index.ts')), null);
});

test('breaks the rules on an arrow from database/ into a domain and on the API importing tools/', () => {
  const graph = graphOf([
    [api('database/entities.ts'), api('members/entities/member.entity.ts')],
    [api('members/members.repository.ts'), api('database/transactions.ts')],
    [api('remotes/shell-contract.ts'), path.join(root, 'tools', 'mf', 'shell-contract.js')],
    [api('common/request-auth.ts'), api('members/entities/member.entity.ts')],
  ]);
  const counts = graphCounts(graph);
  assert.equal(counts.databaseToDomain.length, 1);
  assert.equal(counts.foundationToDomain.length, 2, 'database/ and common/ are both foundation folders');
  assert.deepEqual(broken(counts), [
    'database/ imports a domain: api/src/database/entities.ts → api/src/members/entities/member.entity.ts',
    'the API imports build tooling: api/src/remotes/shell-contract.ts → tools/mf/shell-contract.js',
  ]);
});

test('reads run-time imports only: type-only imports and exports are erased, require() and import() count', () => {
  const text = [
    "import type { A } from './types-only';",
    "import { type B, type C } from './all-types';",
    "import { type D, e } from './mixed';",
    "import f from './default';",
    "import './side-effect';",
    "export { g } from './re-export';",
    "export type { H } from './type-re-export';",
    "const i = require('./required');",
    "const j = () => import('./lazy');",
  ].join('\n');
  assert.deepEqual(runtimeSpecifiers('file.ts', text), ['./mixed', './default', './side-effect', './re-export', './required', './lazy']);
});

// The import graph of the TypeScript sources (the API, the libraries, the shell and the remotes), counted for
// docs/architecture.md: cycles, the API's arrows that point the wrong way between its folders, and imports of
// build tooling by the running API. `--check` (npm test) fails when a rule is broken or the page's table is stale;
// without it the table is rewritten.
import { readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOC = path.join(root, 'docs', 'architecture.md');
const BEGIN = '<!-- import-graph:begin (scripts/docs/import-graph.mjs writes this table) -->';
const END = '<!-- import-graph:end -->';

/**
 * The API's folders that every domain may lean on and that lean on no domain: the request plumbing, settings, the
 * database, the clock, Redis, rate limits, metrics, tracing and mail delivery. Every other folder of api/src is a domain; the
 * files at api/src's top (modules, entry points) compose them all.
 */
export const API_FOUNDATION = ['common', 'config', 'database', 'clock', 'redis', 'rate-limit', 'metrics', 'tracing', 'mail-delivery'];

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Workspace package name → its folder, from the root package.json's workspaces. */
function workspacePackages() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return new Map(workspaces.map((dir) => [JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name, path.join(root, dir)]));
}

const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

function firstExisting(base) {
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && SOURCE.test(candidate)) return candidate;
  }
  return null;
}

/** The file a specifier names, for relative imports and the workspace's own packages; null for anything else. */
export function resolveSpecifier(specifier, fromFile, packages) {
  if (specifier.startsWith('.')) return firstExisting(path.resolve(path.dirname(fromFile), specifier));
  const [scope, name, ...rest] = specifier.split('/');
  const dir = packages.get(`${scope}/${name}`);
  if (!dir) return null;
  const sub = rest.join('/');
  if (sub) return firstExisting(path.join(dir, sub)) ?? firstExisting(path.join(dir, 'src', sub));
  return firstExisting(path.join(dir, 'src', 'index')) ?? firstExisting(path.join(dir, 'index'));
}

const typeOnly = (statement) =>
  ts.isImportDeclaration(statement)
    ? !!statement.importClause &&
      (statement.importClause.isTypeOnly ||
        (!statement.importClause.name &&
          !!statement.importClause.namedBindings &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.namedBindings.elements.length > 0 &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly)))
    : statement.isTypeOnly;

/**
 * What a file imports at run time: import and export … from statements (not `import type`, which TypeScript erases,
 * so a cycle of types alone is not one), require() and import().
 */
export function runtimeSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file of the scanned folders and the files each imports at run time. */
export function importGraph(dirs = ['api/src', 'libs', 'shell/src', 'tools', ...appDirs()]) {
  const packages = workspacePackages();
  const graph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const specifiers = runtimeSpecifiers(file, readFileSync(file, 'utf8'));
    const targets = specifiers.map((specifier) => resolveSpecifier(specifier, file, packages)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function appDirs() {
  return readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`);
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan's algorithm). */
export function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = (graph.get(node) ?? []).filter((target) => graph.has(target));
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), indexOf.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** Where a file of api/src sits: 'top' for the files at its root, else its first folder. */
export function apiFolder(file) {
  const relative = path.relative(path.join(root, 'api', 'src'), file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? 'top' : parts[0];
}

const isDomain = (folder) => folder !== null && folder !== 'top' && folder !== 'migrations' && !API_FOUNDATION.includes(folder);

/** The graph's counts, with the arrows a rule is about listed by file (the page shows those, not the totals, which move with every new file). */
export function graphCounts(graph) {
  const relative = (file) => path.relative(root, file);
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => [from, to]));
  const apiEdges = edges.filter(([from]) => apiFolder(from) !== null);
  const between = (test) => apiEdges.filter(([from, to]) => apiFolder(to) !== null && test(apiFolder(from), apiFolder(to)));
  const found = cycles(graph);
  const databaseToDomain = between((from, to) => from === 'database' && isDomain(to));
  const foundationToDomain = between((from, to) => API_FOUNDATION.includes(from) && isDomain(to));
  const upToTop = between((from, to) => to === 'top' && from !== 'top');
  const apiToTools = apiEdges.filter(([, to]) => relative(to).startsWith(`tools${path.sep}`));
  const list = (pairs) => pairs.map(([from, to]) => `${relative(from)} → ${relative(to)}`);
  return {
    files: graph.size,
    imports: edges.length,
    apiFiles: [...graph.keys()].filter((file) => apiFolder(file) !== null).length,
    apiImports: apiEdges.length,
    crossFolder: between((from, to) => from !== to).length,
    cycles: found.map((component) => component.map(relative)),
    databaseToDomain: list(databaseToDomain),
    foundationToDomain: list(foundationToDomain),
    upToTop: list(upToTop),
    apiToTools: list(apiToTools),
  };
}

/** What must hold (issue 41): no cycle, database/ imports no domain, the API imports no build tooling. */
export function broken(counts) {
  return [
    ...counts.cycles.map((component) => `import cycle: ${component.join(' ⇄ ')}`),
    ...counts.databaseToDomain.map((arrow) => `database/ imports a domain: ${arrow}`),
    ...counts.apiToTools.map((arrow) => `the API imports build tooling: ${arrow}`),
  ];
}

export function table(counts) {
  const row = (what, figure, rule) => `| ${what} | ${figure} | ${rule} |`;
  return [
    '| measure | count | rule |',
    '|---|---|---|',
    row('import cycles (api/src, libs, shell/src, tools, mfe-*/src)', counts.cycles.length, '0 (`npm test` fails otherwise)'),
    row('arrows from `database/` up into a domain', counts.databaseToDomain.length, '0 (`npm test` fails otherwise)'),
    row(
      `arrows from a foundation folder (${API_FOUNDATION.join(', ')}) up into a domain`,
      counts.foundationToDomain.length,
      'kept low; listed below',
    ),
    row("arrows up into api/src's top files (modules, entry points)", counts.upToTop.length, 'kept low; listed below'),
    row('API imports from `tools/`', counts.apiToTools.length, '0 (`npm test` fails otherwise)'),
    '',
    ...[...counts.foundationToDomain, ...counts.upToTop].map((arrow) => `- ${arrow}`),
  ].join('\n');
}

function main() {
  const counts = graphCounts(importGraph());
  const problems = broken(counts);
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) problems.push(`docs/architecture.md has no block between "${BEGIN}" and "${END}"`);
  const fresh = `${BEGIN}\n${table(counts)}\n${END}`;
  const current = start >= 0 && end > start ? doc.slice(start, end + END.length) : null;
  if (process.argv.includes('--check')) {
    if (current !== null && current !== fresh)
      problems.push('docs/architecture.md: the import graph table is stale (run: node scripts/docs/import-graph.mjs)');
  } else if (current !== null) {
    writeFileSync(DOC, doc.replace(current, fresh));
  }
  console.info(
    `${counts.files} files, ${counts.imports} imports; the API ${counts.apiFiles} files, ${counts.apiImports} imports, ${counts.crossFolder} between its folders`,
  );
  console.info(table(counts));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

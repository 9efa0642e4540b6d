#!/usr/bin/env node
// `npm run new-remote -- <name> [--title "Shown title"]`: a new remote `mfe-<name>` from the template every remote
// follows (remote-files.mjs), added to the portal's remotes list and to the places that still name each remote
// (workspace-edits.mjs). A small script with templates: the workspace has no Nx plugin (@nx/devkit) to build a
// generator on, and this one needs only Node and Prettier.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pascalCase, remoteFiles } from './remote-files.mjs';
import { addBrowserSpec, addFirstRoute, addPipeline, addToDeployment, addToRemotesList, addWorkspace } from './workspace-edits.mjs';

const require = createRequire(import.meta.url);

// The name becomes a federation name, a JS identifier prefix, a REMOTE_<NAME>_PORT variable and a URL path.
const NAME = /^[a-z][a-z0-9]{1,30}$/;

/**
 * Writes the remote into the workspace at `root`.
 * @returns {string[]} the files written or changed, relative to root
 */
export function newRemote(root, { name, title = pascalCase(name), now = Date.now() }) {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a remote name: 2 to 31 lower-case letters and digits, starting with a letter`);
  const remotes = JSON.parse(fs.readFileSync(path.join(root, 'libs/contracts/src/remotes/portal-remotes.json'), 'utf8'));
  if (remotes.some((remote) => remote.name === name)) throw new Error(`the portal already has a remote named "${name}"`);
  const appDir = path.join(root, `mfe-${name}`);
  if (fs.existsSync(appDir)) throw new Error(`mfe-${name}/ exists already`);
  if (fs.existsSync(path.join(root, `e2e/tests/${name}.spec.ts`)))
    throw new Error(`e2e/tests/${name}.spec.ts exists already: its browser spec goes there`);
  if (!/^[\w ,.&-]+$/.test(title)) throw new Error(`the title "${title}" may hold letters, digits, spaces and , . & - only`);

  const written = [];
  for (const [file, content] of Object.entries(remoteFiles({ name, title }))) {
    fs.mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    fs.writeFileSync(path.join(appDir, file), content);
    written.push(`mfe-${name}/${file}`);
  }
  const before = new Set(fs.readdirSync(path.join(root, 'api/src/migrations')));
  addToRemotesList(root, { name });
  addWorkspace(root, { name });
  addPipeline(root, { name });
  addToDeployment(root, { name });
  addFirstRoute(root, { name, title }, now);
  addBrowserSpec(root, { name, title });
  const migrations = fs.readdirSync(path.join(root, 'api/src/migrations')).filter((file) => !before.has(file));
  written.push(
    'libs/contracts/src/remotes/portal-remotes.json',
    'package.json',
    'package-lock.json',
    `.github/workflows/mfe-${name}.yml`,
    '.github/CODEOWNERS',
    '.github/dependabot.yml',
    '.github/workflows/platform.yml',
    'deploy/compose.yaml',
    'deploy/haproxy/haproxy.cfg',
    'libs/contracts/src/navigation/route-roles.ts',
    'shell/src/app/route-table.ts',
    'api/src/seed/seed-navigation.ts',
    `e2e/tests/${name}.spec.ts`,
    'e2e/remote-specs.json',
    ...migrations.map((file) => `api/src/migrations/${file}`),
  );

  // CODEOWNERS and HAProxy's file have no parser Prettier knows; everything else is written in the repository's format.
  const formatted = written.filter((file) => !['.github/CODEOWNERS', 'deploy/haproxy/haproxy.cfg'].includes(file));
  const prettier = spawnSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', '--log-level=warn', ...formatted], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prettier.status !== 0) throw new Error(`prettier could not format the new files (${prettier.error ?? `exit ${prettier.status}`})`);
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { title: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('usage: npm run new-remote -- <name> [--title "Shown title"]');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const [name] = positionals;
  try {
    const written = newRemote(root, { name, title: values.title });
    console.info(`mfe-${name}: ${written.length} files written or changed:\n  ${written.join('\n  ')}`);
    console.info(
      `next: npm install (links the workspace), npm run dev -w mfe-${name}, and a team handle in .github/CODEOWNERS; the API's seed and the route table give it the page /${name}.`,
    );
  } catch (error) {
    console.error(`new-remote: ${error.message}`);
    process.exit(1);
  }
}

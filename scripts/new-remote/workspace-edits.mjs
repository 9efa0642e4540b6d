// The places outside `mfe-<name>/` that name each remote. What can be derived from
// libs/contracts/src/remotes/portal-remotes.json is (ports, federation, ESLint layers, the contract gate, the
// repository-config check, the seed's first releases); what cannot is edited here, each by one small function that
// fails loudly when the text it looks for has moved, rather than writing in the wrong place.
import fs from 'node:fs';
import path from 'node:path';
import { pascalCase, remotePackageJson } from './remote-files.mjs';

/** The first page of a new remote is open to every member; written into the migration as the menu's Permission. */
const ALL_MEMBER_ROLES_PERMISSION = 'Member, Leader, Board, Admin';
const MENU_ICON = 'users';

function edit(root, file, change) {
  const target = path.join(root, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: nothing changed`);
  fs.writeFileSync(target, after);
}

/** Inserts `text` before the first match of `anchor` at or after `from` (a string or RegExp found in `source`). */
function insertBefore(file, source, anchor, text, from = 0) {
  const index = typeof anchor === 'string' ? source.indexOf(anchor, from) : source.slice(from).search(anchor) + from;
  if (index < from) throw new Error(`${file}: cannot find ${anchor} where the new remote goes; edit it by hand`);
  return source.slice(0, index) + text + source.slice(index);
}

function editJson(root, file, change) {
  edit(root, file, (text) => `${JSON.stringify(change(JSON.parse(text)), null, 2)}\n`);
}

export function addToRemotesList(root, { name }) {
  // One remote a line, as the file is written by hand (Prettier keeps an object on one line when it fits).
  edit(root, 'libs/contracts/src/remotes/portal-remotes.json', (text) => {
    const remotes = [...JSON.parse(text), { name, exposes: ['./routes'] }];
    return `[\n${remotes.map((remote) => `  ${JSON.stringify(remote)}`).join(',\n')}\n]\n`;
  });
}

/** `entries` with `added` placed after the last key that `isSibling` accepts (the lockfile keeps its keys sorted). */
function withEntryAfter(entries, isSibling, added) {
  const last = entries.findLastIndex(([key]) => isSibling(key));
  return [...entries.slice(0, last + 1), added, ...entries.slice(last + 1)];
}

/** npm workspaces and the lockfile's entries for the new workspace, so `npm ci` on a fresh clone links it. */
export function addWorkspace(root, { name }) {
  const folder = `mfe-${name}`;
  const addAfterLastRemote = (workspaces) =>
    withEntryAfter(
      workspaces.map((workspace) => [workspace]),
      (workspace) => workspace.startsWith('mfe-'),
      [folder],
    ).flat();
  editJson(root, 'package.json', (manifest) => ({ ...manifest, workspaces: addAfterLastRemote(manifest.workspaces) }));
  editJson(root, 'package-lock.json', (lock) => {
    const { name: packageName, version, dependencies, devDependencies } = remotePackageJson(name);
    let entries = Object.entries(lock.packages).map(([key, value]) => [
      key,
      key === '' ? { ...value, workspaces: addAfterLastRemote(value.workspaces) } : value,
    ]);
    entries = withEntryAfter(entries, (key) => key.startsWith('node_modules/@greenroom/mfe-'), [
      `node_modules/${packageName}`,
      { resolved: folder, link: true },
    ]);
    entries = withEntryAfter(entries, (key) => key.startsWith('mfe-'), [folder, { name: packageName, version, dependencies, devDependencies }]);
    return { ...lock, packages: Object.fromEntries(entries) };
  });
}

export function addPipeline(root, { name }) {
  const workflow = `.github/workflows/mfe-${name}.yml`;
  const template = fs.readFileSync(path.join(root, '.github/workflows/mfe-rsvp.yml'), 'utf8');
  fs.writeFileSync(path.join(root, workflow), template.replaceAll('rsvp', name));

  const team = `@greenroom-theater/${name}-team`;
  // The file's owners column, or one space after a longer path.
  const owned = (pattern) => `${pattern} `.padEnd(36);
  edit(root, '.github/CODEOWNERS', (text) => `${text.trimEnd()}\n${owned(`/mfe-${name}/`)}${team}\n${owned(`/${workflow}`)}${team}\n`);

  edit(root, '.github/dependabot.yml', (text) =>
    insertBefore(
      '.github/dependabot.yml',
      text,
      '  - package-ecosystem: github-actions',
      `  - package-ecosystem: npm\n    directory: /mfe-${name}\n    schedule:\n      interval: weekly\n    groups:\n      mfe-${name}:\n        patterns: ['*']\n`,
    ),
  );
}

/**
 * Where the deployment names each remote: a service and the load balancer's wait for it (deploy/compose.yaml), its
 * route and backend in HAProxy, and the platform pipeline's list of folders it leaves to the remotes' own pipelines.
 */
export function addToDeployment(root, { name }) {
  const compose = 'deploy/compose.yaml';
  edit(root, compose, (text) => {
    const service = `  remote-${name}:\n    <<: *remote\n    image: \${GREENROOM_REMOTE_IMAGE_PREFIX:-greenroom-remote-}${name}:\${GREENROOM_TAG:-latest}\n`;
    const withService = insertBefore(compose, text, '\n  # The load balancer:', service);
    const lastWait = withService.lastIndexOf('      - remote-');
    return insertBefore(compose, withService, '\n', `\n      - remote-${name}`, lastWait);
  });

  const haproxy = 'deploy/haproxy/haproxy.cfg';
  edit(root, haproxy, (text) => {
    const routed = text.replace(/(acl to_remote path_reg \^\/remotes\/\([^)]*)\)/, `$1|${name})`);
    if (routed === text) throw new Error(`${haproxy}: cannot find the to_remote acl; edit it by hand`);
    const backend = `backend remote-${name}\n  option httpchk GET /healthz\n  http-request replace-path ^/remotes/[^/]+/?(.*)$ /\\1\n  server remote-${name} remote-${name}:8080\n`;
    return `${routed.trimEnd()}\n\n${backend}`;
  });

  const platform = '.github/workflows/platform.yml';
  edit(root, platform, (text) =>
    insertBefore(platform, text, "      - '**/*.md'", `      - mfe-${name}/**\n`, text.indexOf('paths-ignore: &remotes')),
  );
}

/** Its first page: who may open it (contracts), the shell's route to it, and the menu entry (seed and migration). */
export function addFirstRoute(root, { name, title }, now = Date.now()) {
  const routeRoles = 'libs/contracts/src/navigation/route-roles.ts';
  edit(root, routeRoles, (text) =>
    insertBefore(routeRoles, text, '} as const satisfies Record<string, readonly Role[]>;', `  '/${name}': ALL_MEMBER_ROLES,\n`),
  );

  const routeTable = 'shell/src/app/route-table.ts';
  edit(root, routeTable, (text) =>
    insertBefore(
      routeTable,
      text,
      /\n\];/,
      `\n  { path: '/${name}', title: '${title}', access: rolesOf('/${name}'), owner: remote('${name}') },`,
      text.indexOf('export const ROUTE_TABLE'),
    ),
  );

  const navigation = 'api/src/seed/seed-navigation.ts';
  edit(root, navigation, (text) =>
    insertBefore(navigation, text, "  route('admin',", `  route('page', '${name}', '${title}', '${MENU_ICON}'),\n`, text.indexOf('SEED_NAVIGATION')),
  );

  const migration = `${pascalCase(name)}Menu`;
  const className = `${migration}${now}`;
  fs.writeFileSync(
    path.join(root, `api/src/migrations/${now}-${migration}.ts`),
    `import { MigrationInterface, QueryRunner } from 'typeorm';
import { seedId } from '../seed/seed-id';

/**
 * The menu entry of the remote mfe-${name} (made by \`npm run new-remote\`) for a database seeded before it; a new
 * database gets the same row, with the same id, from the seed (seed-navigation.ts).
 */
export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      \`INSERT INTO "navigation_items" ("id", "navigation_id", "title", "url", "icon", "type", "permission", "sort_order", "visible")
       SELECT $1, '${name}', $2, '/${name}', '${MENU_ICON}', 'page', $3, coalesce(max("sort_order"), 0) + 5, true
       FROM "navigation_items" WHERE "type" = 'page' HAVING count(*) > 0
       ON CONFLICT DO NOTHING\`,
      [seedId('navigation', '${name}'), '${title}', '${ALL_MEMBER_ROLES_PERMISSION}'],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`DELETE FROM "navigation_items" WHERE "id" = $1\`, [seedId('navigation', '${name}')]);
  }
}
`,
  );
}

/**
 * A browser test of its first screen inside the shell, listed as the remote's in e2e/remote-specs.json: what
 * `npm run check:remote -- <name>` runs in its pipeline until the team adds its own journeys.
 */
export function addBrowserSpec(root, { name, title }) {
  fs.writeFileSync(
    path.join(root, `e2e/tests/${name}.spec.ts`),
    `import { expect, test } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

// mfe-${name}'s screens inside the shell (made by \`npm run new-remote\`; listed in e2e/remote-specs.json): add the
// team's journeys here, or in specs of their own listed there.
test('a member opens ${title} inside the shell', async ({ page }) => {
  await signIn(page, accounts.member);
  await page.goto('/${name}');
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '${title}', exact: true })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
`,
  );
  editJson(root, 'e2e/remote-specs.json', (specs) => ({ ...specs, remotes: { ...specs.remotes, [name]: [`${name}.spec.ts`] } }));
}

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

// Each project lints from its own folder (nx runs `eslint src` there): zone paths are from the workspace root.
const root = import.meta.dirname;
// The one list of remotes (libs/contracts), so a new remote (`npm run new-remote`) gets its layer rules unasked.
const REMOTES = JSON.parse(fs.readFileSync(path.join(root, 'libs/contracts/src/remotes/portal-remotes.json'), 'utf8')).map(
  ({ name }) => `mfe-${name}`,
);
const APPS = ['shell', ...REMOTES];
const SOURCE_FILES = ['**/*.{ts,tsx,js,cjs,mjs}'];

// The layering (docs/one-way.md, "layering"): apps -> sdk -> contracts. A remote reaches the shell and the other remotes only through
// Module Federation at run time, never through an import.
const layerZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote never imports the shell or another remote: share it through libs/ (sdk or contracts).',
  })),
  { target: './shell', from: REMOTES.map((remote) => `./${remote}`), message: 'The shell loads remotes at run time (src/remotes), never by import.' },
  {
    target: './libs/sdk',
    from: [...APPS.map((app) => `./${app}`), './api'],
    message: 'libs/sdk sits below the apps: apps import it, not the other way.',
  },
  {
    target: './libs/contracts',
    from: [...APPS.map((app) => `./${app}`), './api', './libs/sdk', './libs/testing'],
    message: 'libs/contracts is the bottom layer: it imports no app, API or other lib.',
  },
  {
    target: './api',
    from: [...APPS.map((app) => `./${app}`), './libs/sdk', './libs/testing'],
    message: 'The API shares only libs/contracts with the apps.',
  },
  { target: APPS.map((app) => `./${app}`), from: './api', message: 'Apps talk to the API over HTTP, with the shapes of libs/contracts.' },
];

// An API domain's repositories, controllers and queue processors are its own: another domain goes through what the
// domain's module exports (its services), so a table's SQL stays behind one door.
const API_INFRASTRUCTURE = new Set(['common', 'config', 'database', 'migrations', 'seed']);
const apiSourceDirs = fs
  .readdirSync(path.join(root, 'api', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The root modules (api/src/*.module.ts) and the demo-data seed compose every domain, so they are not a target.
const API_COMPOSERS = new Set(['seed']);
// The answer tables of the socials and the play readings have one shape and one repository, which RsvpModule exports.
const SHARED_REPOSITORIES = ['./api/src/rsvp/rsvp-answers.repository.ts'];
const apiDomainZones = apiSourceDirs
  .filter((dir) => !API_INFRASTRUCTURE.has(dir))
  .map((domain) => ({
    target: apiSourceDirs.filter((dir) => dir !== domain && !API_COMPOSERS.has(dir)).map((dir) => `./api/src/${dir}`),
    from: `./api/src/${domain}/**/*.{repository,controller,processor}.ts`,
    except: SHARED_REPOSITORIES.filter((file) => file.startsWith(`./api/src/${domain}/`)).map((file) => `**/${path.basename(file)}`),
    message: `Reach the ${domain} domain through what its module exports (its services), not its repositories, controllers or processors.`,
  }));

// mail-delivery/ is infrastructure (SMTP transport, the transactional queue, queue options, signed links): it may import other
// infrastructure only, never a domain. A domain's own job on the e-mail queue reaches it as an EmailJobHandler that
// the worker module provides (mail-delivery/email-job-handler.ts), not by an import from it.
const MAIL_MAY_IMPORT = new Set(['mail-delivery', 'common', 'config', 'database', 'redis', 'metrics', 'tracing', 'clock']);
const mailZone = {
  target: './api/src/mail-delivery',
  from: apiSourceDirs.filter((dir) => !MAIL_MAY_IMPORT.has(dir)).map((dir) => `./api/src/${dir}`),
  message: 'mail-delivery/ is infrastructure: it imports no domain. Give the domain an EmailJobHandler, or move the code to the domain.',
};
const SQL_OUTSIDE_REPOSITORIES = [
  {
    selector: 'CallExpression[callee.property.name=/^(query|createQueryBuilder)$/]',
    message: 'SQL belongs in a *.repository.ts: call a repository method instead.',
  },
  { selector: "CallExpression[callee.name='Raw']", message: 'SQL belongs in a *.repository.ts: call a repository method instead.' },
];
const ORM_IN_SERVICE =
  "A service uses its domain's *.repository.ts, not the ORM: move the query into a repository method (several in one transaction: Transactions.run).";

const ORM_HANDLE_IN_REPOSITORY =
  'A repository takes its handle from Transactions (this.transactions.manager), not a DataSource, an injected repository or an EntityManager parameter.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.nx/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: SOURCE_FILES,
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses every file it follows: TypeScript files need TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...apiDomainZones, mailZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One import statement per module: a second one is where a mechanical edit left a name behind.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The form kit's react-hook-form lives inside the shared @greenroom/sdk/forms singleton; an app's own copy could not see its form context.
    files: APPS.map((app) => `${app}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-hook-form', '@hookform/resolvers/zod'].map((name) => ({
            name,
            message: 'Use the form kit from @greenroom/sdk/forms (useSchemaForm, SchemaForm, its fields and re-exports).',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A table's SQL lives in its repository (api/src/<domain>/*.repository.ts); migrations are history.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOSITORIES] },
  },
  {
    // Services, and every other provider that is not a repository, talk to repositories only: no ORM repository,
    // data source or entity manager of their own. Several repository calls that must commit together go through
    // `Transactions.run` (api/src/database/transactions.ts). Modules, entities, the database plumbing and the seed
    // are where the ORM is wired, so they are left out.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/*.repository.ts',
      'api/src/**/*.module.ts',
      'api/src/**/*.entity.ts',
      'api/src/migrations/**',
      'api/src/database/**',
      'api/src/seed/**',
      'api/src/data-source.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', message: ORM_IN_SERVICE },
            { name: 'typeorm', importNames: ['DataSource', 'EntityManager', 'Repository', 'getRepository'], message: ORM_IN_SERVICE },
          ],
        },
      ],
      // Replaces the rule above for these files, so it repeats the SQL selectors.
      'no-restricted-syntax': [
        'error',
        ...SQL_OUTSIDE_REPOSITORIES,
        { selector: 'Decorator > CallExpression[callee.name=/^Inject(Repository|DataSource|EntityManager)$/]', message: ORM_IN_SERVICE },
        { selector: 'MemberExpression[property.name=/^(manager|getRepository)$/]', message: ORM_IN_SERVICE },
        { selector: "MemberExpression[object.name='manager']", message: ORM_IN_SERVICE },
      ],
    },
  },
  {
    // One data-access path: a repository reads its handle from Transactions (the transaction's or the pool's), so a
    // service's Transactions.run reaches every repository it calls without passing a manager around.
    files: ['api/src/**/*.repository.ts'],
    ignores: ['api/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', message: ORM_HANDLE_IN_REPOSITORY },
            { name: 'typeorm', importNames: ['DataSource', 'EntityManager'], message: ORM_HANDLE_IN_REPOSITORY },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

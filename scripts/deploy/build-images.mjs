// Builds greenroom-api, greenroom-shell and greenroom-remote-<name> (+ a plain archive of each remote's dist) from
// this checkout, on the local Node 24 base (scripts/deploy/base-images.mjs) unless BASE_IMAGE names another.
//
// The apps are built once, on the host, by nx (cached); each image gets a small staged context under
// .greenroom/deploy/ (no .containerignore needed: nothing else is in it) holding the build output and a
// production-only install made with the host's npm (why on the host: see deploy/images/api.Containerfile).
// After each build the image's node_modules are checked against package-lock.json: a package the lock marks as a
// dev dependency fails the build.
//
// `node scripts/deploy/build-images.mjs [--tag T]` builds them alone; test:deploy calls buildAppImages().
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_IMAGES } from './base-images.mjs';
import { REMOTE_NAMES } from './images.mjs';
import { deployDir, ensurePodman, podman, run, workspaceRoot } from './podman.mjs';

const imagesDir = path.join(deployDir, 'images');
const stagingRoot = path.join(workspaceRoot, '.greenroom', 'deploy');
export const archivesDir = path.join(workspaceRoot, 'dist', 'deploy');
export const IMAGE_NAMES = {
  api: 'localhost/greenroom-api',
  shell: 'localhost/greenroom-shell',
  remote: (name) => `localhost/greenroom-remote-${name}`,
};

/** The commit this checkout is at (with -dirty when it has uncommitted changes): the images' tag. */
export function imageTag() {
  const git = (args) => execFileSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' }).trim();
  const commit = git(['rev-parse', '--short=12', 'HEAD']);
  return git(['status', '--porcelain', '--untracked-files=no']) ? `${commit}-dirty` : commit;
}

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

/** Copies a file or tree as hard links (instant, no second copy on disk); a plain copy across file systems. */
async function linkCopy(from, to) {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    execFileSync('cp', ['-a', from, to]);
  }
}

/**
 * A production-only install of one workspace (npm ci --omit=dev --workspace), made once per lockfile: the root
 * package.json, the lock and every workspace's package.json are all npm needs to lay out node_modules.
 */
async function productionInstall(workspace, say) {
  const root = await readJson(path.join(workspaceRoot, 'package.json'));
  const manifests = ['package.json', 'package-lock.json', ...root.workspaces.map((dir) => path.join(dir, 'package.json'))];
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(file).update(await readFile(path.join(workspaceRoot, file)));
  const dir = path.join(stagingRoot, `install-${workspace.replace(/\W/g, '')}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, '.complete'))) return dir;
  // Installs made for an older lock are of no further use.
  const prefix = `install-${workspace.replace(/\W/g, '')}-`;
  for (const old of (await readdir(stagingRoot).catch(() => [])).filter((name) => name.startsWith(prefix))) {
    await rm(path.join(stagingRoot, old), { recursive: true, force: true });
  }
  say(`production install of ${workspace} (npm ci --omit=dev, once per package-lock.json)`);
  await rm(dir, { recursive: true, force: true });
  for (const file of manifests) await cp(path.join(workspaceRoot, file), path.join(dir, file));
  await run('npm', ['ci', '--omit=dev', '--workspace', workspace, '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await writeFile(path.join(dir, '.complete'), '');
  return dir;
}

/**
 * A fresh context directory for one image: the production install, without the package.json stubs of workspaces
 * the image does not run (`keep`: those it does), plus `files` (source → place in the image).
 */
async function stageContext(name, install, keep, files) {
  const context = path.join(stagingRoot, `context-${name}`);
  await rm(context, { recursive: true, force: true });
  await linkCopy(install, context);
  await rm(path.join(context, '.complete'));
  const { workspaces } = await readJson(path.join(workspaceRoot, 'package.json'));
  for (const dir of workspaces.filter((workspace) => !keep.includes(workspace))) {
    await rm(path.join(context, dir), { recursive: true, force: true });
  }
  await rm(path.join(context, 'deploy'), { recursive: true, force: true });
  for (const [from, to] of files) await linkCopy(path.join(workspaceRoot, from), path.join(context, to));
  return context;
}

/** The npm packages the shell's server imports (shell/server/*.mjs: bare specifiers that are not node: builtins). */
async function serverImports() {
  const dir = path.join(workspaceRoot, 'shell', 'server');
  const names = new Set();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.mjs'))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const [, specifier] of text.matchAll(/^import\s[^'"]*['"]([^'"./][^'"]*)['"]/gm)) {
      if (specifier.startsWith('node:')) continue;
      names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return [...names];
}

/**
 * Keeps in a staged node_modules only what `roots` need at run time: their closure through package-lock.json,
 * resolved the way Node does (a nested node_modules first, then the hoisted copy). The shell workspace's
 * dependencies are mostly the browser bundle's (React, Module Federation's build plugins); its server needs four.
 */
async function pruneToClosure(context, roots) {
  const lock = await readJson(path.join(workspaceRoot, 'package-lock.json'));
  const keep = new Set();
  const resolve = (fromKey, name) => {
    for (let base = fromKey; ; base = base.slice(0, base.lastIndexOf('/node_modules/'))) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[key]) return key;
      if (!base.includes('/node_modules/')) {
        const hoisted = `node_modules/${name}`;
        return lock.packages[hoisted] ? hoisted : null;
      }
    }
  };
  const visit = (key) => {
    if (!key || keep.has(key)) return;
    keep.add(key);
    const entry = lock.packages[key];
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) visit(resolve(key, name));
  };
  for (const name of roots) {
    const key = resolve('', name);
    if (!key) throw new Error(`shell/server imports ${name}, which package-lock.json does not hold`);
    visit(key);
  }
  const removed = [];
  const walk = async (dir, prefix) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith('.')) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.name.startsWith('@') && entry.isDirectory()) {
        await walk(path.join(dir, entry.name), `${key}/`);
      } else if (!keep.has(key)) {
        await rm(path.join(dir, entry.name), { recursive: true, force: true });
        removed.push(key);
      } else {
        await walk(path.join(dir, entry.name, 'node_modules'), `${key}/node_modules/`);
      }
    }
  };
  await walk(path.join(context, 'node_modules'), 'node_modules/');
  // The command links of packages that are gone (none is run in the image).
  await rm(path.join(context, 'node_modules', '.bin'), { recursive: true, force: true });
  return removed.length;
}

/**
 * Lists the packages in an image's /app/node_modules and fails when package-lock.json marks one as dev-only.
 * (A name that is also a production dependency somewhere is not dev-only in the lock, so it passes.)
 */
async function assertNoDevDependencies(image) {
  const lock = await readJson(path.join(workspaceRoot, 'package-lock.json'));
  const list = `
    const fs = require('node:fs'); const path = require('node:path'); const found = [];
    (function walk(dir, prefix) {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue;
        const rel = prefix + entry.name;
        if (entry.name.startsWith('@') && entry.isDirectory()) { walk(path.join(dir, entry.name), rel + '/'); continue; }
        found.push(rel);
        const nested = path.join(dir, entry.name, 'node_modules');
        if (entry.isDirectory() && fs.existsSync(nested)) walk(nested, rel + '/node_modules/');
      }
    })('/app/node_modules', 'node_modules/');
    console.log(JSON.stringify(found));`;
  const found = JSON.parse(await podman(['run', '--rm', '--entrypoint', 'node', image, '-e', list]));
  const dev = found.filter((key) => lock.packages[key]?.dev === true);
  if (dev.length) throw new Error(`${image} holds dev dependencies: ${dev.join(', ')}`);
  const user = (await podman(['image', 'inspect', '--format', '{{.Config.User}}', image])).trim();
  if (!user || user === 'root' || user === '0') throw new Error(`${image} runs as root`);
  return found.length;
}

async function build(containerfile, context, image, tags, buildArgs) {
  const args = ['build', '-f', path.join(imagesDir, containerfile)];
  for (const [name, value] of Object.entries(buildArgs)) args.push('--build-arg', `${name}=${value}`);
  for (const tag of tags) args.push('-t', `${image}:${tag}`);
  await podman([...args, context]);
}

/**
 * Builds every image with `tag` (and greenroom-api also as `alsoTag`: the same build labelled as another version, for
 * the rolling upgrade check); resolves with a short report of sizes and timings.
 */
export async function buildAppImages({ tag = imageTag(), alsoTag, say = console.info, baseImage = process.env.BASE_IMAGE || BASE_IMAGES.node } = {}) {
  const started = Date.now();
  // DEPLOY_SKIP_APP_BUILD=1 packages the builds already in the checkout (a CI job that built them just before).
  if (process.env.DEPLOY_SKIP_APP_BUILD === '1') say('packaging the apps as built (DEPLOY_SKIP_APP_BUILD=1)');
  else say('building the apps (nx, cached): api, shell and the remotes');
  if (process.env.DEPLOY_SKIP_APP_BUILD !== '1')
    await run(
      path.join(workspaceRoot, 'node_modules/.bin/nx'),
      ['run-many', '-t', 'build', '-p', 'api', 'shell', ...REMOTE_NAMES.map((name) => `mfe-${name}`), '--parallel=2', '--outputStyle=static'],
      {
        env: { ...process.env, NX_TUI: 'false' },
      },
    );
  const built = Date.now();
  const versions = [[tag, tag], ...(alsoTag ? [[alsoTag, alsoTag]] : [])];
  // Only the API image gets the second version: the rolling upgrade replaces API replicas and workers.
  const buildEach = async (containerfile, context, image, extraArgs = {}) => {
    for (const [oneTag, version] of image === IMAGE_NAMES.api ? versions : versions.slice(0, 1)) {
      await build(containerfile, context, image, [oneTag], { BASE_IMAGE: baseImage, VERSION: version, ...extraArgs });
    }
  };

  const apiInstall = await productionInstall('@greenroom/api', say);
  say('greenroom-api');
  const apiContext = await stageContext(
    'api',
    apiInstall,
    ['api', 'libs/contracts'],
    [
      ['api/dist', 'api/dist'],
      ['libs/contracts/dist', 'libs/contracts/dist'],
      // The seed's default remote ports come from the one place that computes them, which reads the remotes list.
      ['libs/contracts/src/remotes/portal-ports.js', 'libs/contracts/src/remotes/portal-ports.js'],
      ['libs/contracts/src/remotes/portal-remotes.json', 'libs/contracts/src/remotes/portal-remotes.json'],
      ['shell/dist/shell-contract.json', 'shell-contract.json'],
      ['deploy/images/api-entrypoint.sh', 'deploy-entrypoint.sh'],
    ],
  );
  await buildEach('api.Containerfile', apiContext, IMAGE_NAMES.api);

  // The shell server's runtime (its code and the closure of its imports), staged once for the shell and the remotes.
  const shellInstall = await productionInstall('@greenroom/shell', say);
  const runtime = await stageContext('shell-runtime', shellInstall, ['shell'], [['shell/server', 'shell/server']]);
  await pruneToClosure(runtime, await serverImports());
  const withRuntime = async (name, files) => {
    const context = path.join(stagingRoot, `context-${name}`);
    await rm(context, { recursive: true, force: true });
    await linkCopy(runtime, context);
    for (const [from, to] of files) await linkCopy(path.join(workspaceRoot, from), path.join(context, to));
    return context;
  };
  say('greenroom-shell');
  await buildEach('shell.Containerfile', await withRuntime('shell', [['shell/dist', 'shell/dist']]), IMAGE_NAMES.shell);

  await mkdir(archivesDir, { recursive: true });
  for (const name of REMOTE_NAMES) {
    const { version } = await readJson(path.join(workspaceRoot, `mfe-${name}`, 'package.json'));
    say(`greenroom-remote-${name} ${version} (+ dist/deploy/${name}-${version}.tar.gz)`);
    const context = await withRuntime(`remote-${name}`, [[`mfe-${name}/dist`, 'remote']]);
    await buildEach('remote.Containerfile', context, IMAGE_NAMES.remote(name), { REMOTE: name });
    execFileSync('tar', [
      '-C',
      path.join(workspaceRoot, `mfe-${name}`, 'dist'),
      '--exclude=*.map',
      '-czf',
      path.join(archivesDir, `${name}-${version}.tar.gz`),
      '.',
    ]);
  }

  const counts = [];
  for (const image of [IMAGE_NAMES.api, IMAGE_NAMES.shell, ...REMOTE_NAMES.map(IMAGE_NAMES.remote)]) {
    counts.push(await assertNoDevDependencies(`${image}:${tag}`));
  }
  const size = async (image) => `${((await podman(['image', 'inspect', '--format', '{{.Size}}', `${image}:${tag}`])) / 1e6).toFixed(0)} MB`;
  return `apps ${((built - started) / 1000).toFixed(0)} s, images ${((Date.now() - built) / 1000).toFixed(0)} s; api ${await size(IMAGE_NAMES.api)}, shell ${await size(IMAGE_NAMES.shell)}; no dev dependencies, non-root`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePodman();
  const tagIndex = process.argv.indexOf('--tag');
  const tag = tagIndex > 0 ? process.argv[tagIndex + 1] : imageTag();
  const report = await buildAppImages({ tag, say: (message) => console.info(`[build-images] ${message}`) });
  console.info(`[build-images] ${tag}: ${report}`);
}

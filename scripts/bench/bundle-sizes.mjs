// Prints what a browser downloads before the portal shows anything: the shell's initial JS and CSS, and each
// remote's entry, raw and gzip-compressed. Reads the production builds (run `npx nx run-many -t build` first).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { workspaceRoot } from '../portal/start-portal.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (file) => {
  const content = fs.readFileSync(file);
  return { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
};

function initialAssetsOfShell() {
  const dist = path.join(workspaceRoot, 'shell', 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  return referenced.map((asset) => path.join(dist, asset)).filter((file) => fs.existsSync(file));
}

const rows = [];
let shellGzip = 0;
for (const file of initialAssetsOfShell()) {
  const size = sizes(file);
  shellGzip += size.gzip;
  rows.push([`shell ${path.basename(file)}`, size]);
}
for (const remote of ['members', 'calendar', 'email', 'auditions', 'rsvp']) {
  const entry = path.join(workspaceRoot, `mfe-${remote}`, 'dist', 'remoteEntry.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build the remotes first`);
  rows.push([`mfe-${remote} remoteEntry.js`, sizes(entry)]);
}
console.info('asset'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const [name, size] of rows) console.info(name.padEnd(48), kb(size.raw).padStart(10), kb(size.gzip).padStart(10));
console.info(`shell initial download (gzip): ${kb(shellGzip)}`);

// The portal provides react-router and react-bootstrap as subsets (host-subsets/, shared.js): a remote that imported
// anything else would get undefined in the portal. This holds each subset to every name the apps import, and each
// name to the real package.
const fs = require('node:fs');
const path = require('node:path');
const { HOST_SUBSETS } = require('./shared');

const root = path.resolve(__dirname, '../..');
const SOURCE_DIRS = [
  'shell/src',
  'libs/sdk/src',
  ...fs
    .readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`),
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** Value names imported (or re-exported) from `name` in the apps' sources; `import *` and default imports as '*'. */
function importedNames(name) {
  const names = new Map();
  const from = String.raw`from\s+'${name.replace('/', '\\/')}'`;
  const named = new RegExp(String.raw`(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*${from}`, 'g');
  const whole = new RegExp(String.raw`import\s+(?!type\b)(?:\*\s+as\s+\w+|\w+)\s*(?:,\s*\{[^}]*\})?\s*${from}`, 'g');
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, typeOnly, list] of text.matchAll(named)) {
        if (typeOnly) continue;
        for (const item of list.split(',')) {
          const imported = item.trim().split(/\s+as\s+/)[0];
          if (imported && !imported.startsWith('type ')) names.set(imported, path.relative(root, file));
        }
      }
      if (whole.test(text)) names.set('*', path.relative(root, file));
      whole.lastIndex = 0;
    }
  }
  return names;
}

function subsetExports(name) {
  const text = fs.readFileSync(path.join(__dirname, 'host-subsets', `${name}.js`), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'@greenroom\/full\/([^']+)'/.exec(text);
  expect(list?.[2]).toBe(name);
  return list[1]
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

describe.each(HOST_SUBSETS)("the portal's %s subset", (name) => {
  it('exports every name an app imports, and no app imports the whole package', () => {
    const provided = new Set(subsetExports(name));
    const missing = [...importedNames(name)].filter(([imported]) => !provided.has(imported)).map(([imported, file]) => `${imported} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports only what the package has', () => {
    const real = require(require.resolve(name, { paths: [path.join(root, 'shell')] }));
    expect(subsetExports(name).filter((exported) => real[exported] === undefined)).toEqual([]);
  });
});

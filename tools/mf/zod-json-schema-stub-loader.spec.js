const fs = require('node:fs');
const path = require('node:path');
const stub = require('./zod-json-schema-stub-loader');

const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4', 'core');

describe.each(['to-json-schema.js', 'json-schema-processors.js'])("zod's %s in a browser build", (file) => {
  const source = fs.readFileSync(path.join(zodCore, file), 'utf8');

  it('keeps every export, as a function that returns one saying the converter is left out', () => {
    const names = stub.exportedNames(source);
    expect(names.length).toBeGreaterThan(3);
    const output = stub(source);
    for (const name of names) expect(output).toContain(`export function ${name}() { return leftOut; }`);
    const module = new Function(`${output.replaceAll('export function', 'function')}\nreturn { ${names.join(', ')} };`)();
    expect(typeof module[names[0]]()).toBe('function');
    expect(() => module[names[0]]()()).toThrow('JSON Schema conversion is left out of the browser build');
  });

  it("is what zod's classic schemas import from it (nothing they read is missing)", () => {
    const exported = new Set(stub.exportedNames(source));
    const importers = ['classic/schemas.js', 'core/json-schema-generator.js'].map((importer) =>
      fs.readFileSync(path.join(zodCore, '..', importer), 'utf8'),
    );
    const named = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*"[./]*(?:core/)?${file.replace('.', '\\.')}"`, 'g');
    const wanted = importers.flatMap((text) =>
      [...text.matchAll(named)].flatMap(([, list]) => list.split(',').map((item) => item.trim().split(/\s+as\s+/)[0])),
    );
    expect(wanted.filter((name) => name && !exported.has(name))).toEqual([]);
  });
});

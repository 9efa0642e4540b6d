// Browser builds never turn a schema into JSON Schema (only the API does, for its OpenAPI document), yet zod's classic
// schemas reference the converter from every schema type, so each app carried it. For zod's two JSON Schema modules
// this loader emits stubs with the same exports: each returns a function that says the converter was left out, so
// building `~standard` (which creates the converter methods without calling them) still works.
const EXPORTED = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)|^export\s*\{([^}]*)\}/gm;

function exportedNames(source) {
  const names = new Set();
  for (const [, declared, list] of source.matchAll(EXPORTED)) {
    if (declared) names.add(declared);
    for (const item of list?.split(',') ?? []) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return [...names];
}

module.exports = function zodJsonSchemaStub(source) {
  const stubs = exportedNames(source).map((name) => `export function ${name}() { return leftOut; }`);
  return [
    'function leftOut() {',
    "  throw new Error('JSON Schema conversion is left out of the browser build (tools/mf/zod-json-schema-stub-loader.js)');",
    '}',
    ...stubs,
    '',
  ].join('\n');
};

module.exports.exportedNames = exportedNames;

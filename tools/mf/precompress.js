// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a production build, once, at the strongest
// levels: the static server (shell/server, sirv) sends the copy the browser accepts, with no work per request.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Source maps are left out: only developer tools fetch them, and the server compresses those on the fly.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
// Below this size the headers outweigh what compression saves.
const MIN_BYTES = 1024;

async function precompress(file) {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

class PrecompressPlugin {
  apply(compiler) {
    // After emit, from the files on disk: the federation manifest and the HTML are written by other plugins' hooks.
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => precompress(path.join(outputDir, name))));
    });
  }
}

module.exports = { PrecompressPlugin };

// Builds the replayer page into dist/replayer: one script and one stylesheet, bundled and minified by
// esbuild under names that carry a hash of their content (served as immutable), and the index.html
// that names them (served as no-cache). `node web/replayer/build.js [outDir]`; `npm run build` runs it.
'use strict';
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const here = __dirname;
const DEFAULT_OUT = path.resolve(here, '..', '..', 'dist', 'replayer');

async function build(outDir = DEFAULT_OUT) {
  const esbuild = require('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  const result = await esbuild.build({
    entryPoints: { replayer: path.join(here, 'src', 'main.ts'), styles: path.join(here, 'src', 'styles.css') },
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir: path.join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const js = outputs.find((f) => f.endsWith('.js'));
  const css = outputs.find((f) => f.endsWith('.css'));
  if (!js || !css) throw new Error(`the replayer build wrote ${outputs.join(', ')}: a script and a stylesheet were expected`);
  const html = readFileSync(path.join(here, 'src', 'index.html'), 'utf8').replace('{{js}}', js).replace('{{css}}', css);
  writeFileSync(path.join(outDir, 'index.html'), html);
  return { outDir, js, css };
}

module.exports = { build, DEFAULT_OUT };

if (require.main === module) {
  build(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    (built) => process.stderr.write(`replayer built: ${path.relative(process.cwd(), built.outDir)} (${built.js}, ${built.css})\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

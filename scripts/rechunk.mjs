// Re-splits the browser bundle with Rollup after tsup (esbuild) built it. esbuild makes a chunk for every
// set of entry points that share modules, not knowing that every lazy chunk is imported by the elements'
// entry, which is therefore always loaded first: the small modules the entry shares with lazy chunks end up
// in dozens of tiny files that every page downloads, each compressed on its own. Rollup, reading esbuild's
// output as its input, keeps what the entry already loaded in the entry's chunk and merges chunks below
// MIN_CHUNK_BYTES into others; source maps are chained back to the TypeScript sources.
// The entry's own modules are pinned to its chunk and nothing else may join them: Rollup merges a small lazy
// chunk without side effects wherever it adds the fewest bytes, which was often the entry, so every page
// downloaded the error reporter, the table's address code and the job tracker's helpers before rendering.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { measureEntry } from './entrySize.mjs';

const DIR = fileURLToPath(new URL('../dist/elements', import.meta.url));
const OUT = `${DIR}.rechunked`;
const MIN_CHUNK_BYTES = 20 * 1024;
const ENTRY = join(DIR, 'platon.js');
// esbuild's entry file and the chunks it imports statically: what every page loads first.
const entryModules = new Set(measureEntry(ENTRY).files.map(({ file }) => join(DIR, file)));

const withSourceMaps = {
  name: 'esbuild-output',
  load(id) {
    const code = readFileSync(id, 'utf8');
    return existsSync(`${id}.map`) ? { code, map: JSON.parse(readFileSync(`${id}.map`, 'utf8')) } : code;
  },
};

const bundle = await rollup({
  input: ENTRY,
  plugins: [withSourceMaps],
  // esbuild's output is already tree-shaken and minified; Rollup only moves modules between chunks.
  treeshake: false,
  onLog(level, log, handler) {
    // The chunk merging's own report is not a warning.
    if (level !== 'info' && log.code !== 'SOURCEMAP_BROKEN') handler(level, log);
  },
});
rmSync(OUT, { recursive: true, force: true });
await bundle.write({
  dir: OUT,
  format: 'es',
  entryFileNames: '[name].js',
  // A lazy chunk keeps its module's name (FormElement-…), without esbuild's hash before Rollup's.
  chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  sourcemap: true,
  // A manual chunk is never a merge target, so the entry keeps only what it imports statically.
  manualChunks: (id) => (entryModules.has(id) ? 'platon' : undefined),
  compact: true,
  experimentalMinChunkSize: MIN_CHUNK_BYTES,
});
await bundle.close();

// Swap the ES module files: esbuild's go, Rollup's come; the loader script and other assets stay.
const esbuildFiles = readdirSync(DIR).filter(
  (file) => /\.js(\.map)?$/.test(file) && file !== 'platon-loader.js' && file !== 'platon-loader.js.map',
);
for (const file of esbuildFiles) rmSync(join(DIR, file));
for (const file of readdirSync(OUT)) renameSync(join(OUT, file), join(DIR, file));
rmSync(OUT, { recursive: true, force: true });

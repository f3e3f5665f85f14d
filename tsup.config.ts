import { defineConfig } from 'tsup';
import { ASSET_LOADERS } from './scripts/lib/assetLoaders.mjs';
import { minifyCssStrings } from './scripts/lib/minifyCssStrings.mjs';
import { stripElementApiDocs } from './scripts/lib/stripElementApiDocs.mjs';

/**
 * Two builds:
 * - the browser runtime: one ESM graph with code splitting (so every element shares one copy of the
 *   session store), plus a classic loader script for hosts that want a single plain <script> tag;
 * - the reference server, bundled for Node with its dependencies left in node_modules (and the worker
 *   that reads uploaded spreadsheets, as a second entry).
 */
// `npm start` builds without listing every file it writes (scripts/start.mjs); `npm run build` lists them.
const silent = process.env.PLATON_QUIET_BUILD === '1';

export default defineConfig([
  {
    entry: { platon: 'elements/index.ts' },
    silent,
    outDir: 'dist/elements',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    minify: true,
    sourcemap: true,
    clean: false,
    treeshake: true,
    noExternal: [/.*/],
    define: { 'process.env.NODE_ENV': '"production"' },
    outExtension: () => ({ js: '.js' }),
    // The element APIs' descriptions feed only the generated documents (scripts/build-element-api.ts); the
    // stylesheet strings are minified as CSS, which esbuild does not do inside JavaScript strings.
    esbuildPlugins: [stripElementApiDocs(), minifyCssStrings()],
    loader: ASSET_LOADERS,
  },
  {
    entry: { 'platon-loader': 'elements/loader.ts' },
    silent,
    outDir: 'dist/elements',
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    minify: true,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    // The sheet reader runs in a worker thread (server/imports/readCellsInWorker.ts): a file of its own beside main.js;
    // the `platon` command (bin/platon.mjs) is another entry, sharing the server's chunks.
    entry: { main: 'server/main.ts', sheetReadWorker: 'server/imports/sheetReadWorker.ts', platon: 'server/cli/platon.ts' },
    silent,
    outDir: 'dist/server',
    format: ['esm'],
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
]);

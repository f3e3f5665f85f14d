import { build } from 'esbuild';
import { ASSET_LOADERS, INLINE_ASSET_LOADERS } from '../../scripts/lib/assetLoaders.mjs';

/**
 * Bundles one bench page's script (bench/browser/*.tsx) as the product's build does (production React, the
 * same asset loaders), minified: an IIFE into `outfile`, or ES modules with code splitting into `outdir`
 * (module pages keep the lazy chunks out of the page, as dist/ does).
 *
 * @example
 * await bundleBenchPage('bench/browser/platonTable.tsx', { outfile: join(dir, 'platon.js') });
 * await bundleBenchPage('bench/browser/platonForm.tsx', { outdir: join(dir, 'platon') });
 */
export async function bundleBenchPage(entry, { outfile, outdir }) {
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    ...(outdir ? { format: 'esm', splitting: true, outdir } : { format: 'iife', outfile }),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: outdir ? ASSET_LOADERS : INLINE_ASSET_LOADERS,
    logLevel: 'error',
  });
}

/**
 * How the browser build reads the files that are not code (esbuild loaders): the lazy icon chunk
 * (src/ui/icons/fontAwesomeSet.ts) takes Font Awesome's CSS as text and its fonts as data: URLs. tsup.config.ts
 * and the benches that bundle Platon's views themselves (bench/lib/bundleBenchPage.mjs) share it, so that a
 * new kind of asset cannot break one of them unnoticed.
 */
export const ASSET_LOADERS = { '.css': 'text', '.woff2': 'dataurl' };

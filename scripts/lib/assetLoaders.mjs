/**
 * How the browser build reads the files that are not code (esbuild loaders): the lazy icon chunk
 * (src/ui/icons/fontAwesomeSet.ts) takes Font Awesome's CSS as text and its fonts as files of their own,
 * beside the chunks (the browser fetches a font only when a glyph of it is drawn, and off the page's main
 * thread). tsup.config.ts and the benches that bundle Platon's views as modules (bench/lib/bundleBenchPage.mjs)
 * share it, so that a new kind of asset cannot break one of them unnoticed.
 */
export const ASSET_LOADERS = { '.css': 'text', '.woff2': 'file' };

/**
 * The same for a bundle that is one file (a classic script, or the browser tests' in-memory modules): the
 * fonts travel inside it as data: URLs, as such a bundle has no folder to resolve a file against.
 */
export const INLINE_ASSET_LOADERS = { ...ASSET_LOADERS, '.woff2': 'dataurl' };

// Build-time assets of the lazy icon chunk: esbuild loads CSS as text and fonts as the path of the file it
// writes beside the chunk, or as a data: URL in a single-file bundle (scripts/lib/assetLoaders.mjs).
declare module '*.css' {
  const text: string;
  export default text;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}

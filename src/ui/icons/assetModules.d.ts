// Build-time assets of the lazy icon chunk: esbuild loads CSS as text and fonts as data: URLs
// (tsup.config.ts and scripts/wtr/bundlePlugin.mjs set the loaders).
declare module '*.css' {
  const text: string;
  export default text;
}
declare module '*.woff2' {
  const dataUrl: string;
  export default dataUrl;
}

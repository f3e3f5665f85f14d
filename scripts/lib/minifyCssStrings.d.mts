import type { Plugin } from 'esbuild';

/** An esbuild plugin that minifies the runtime's `/* css *\/` stylesheet strings as CSS in the browser bundle. */
export function minifyCssStrings(): Plugin;

import type { Plugin } from 'esbuild';

/** An esbuild plugin that leaves the element API files' documentation-only properties out of the browser bundle. */
export function stripElementApiDocs(): Plugin;

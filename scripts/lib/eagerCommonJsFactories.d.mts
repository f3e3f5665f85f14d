import type { Plugin } from 'rollup';

/** A Rollup plugin that writes esbuild's CommonJS factories in `dir`'s files in parentheses, for V8 to compile them eagerly. */
export function eagerCommonJsFactories(dir: string): Plugin;

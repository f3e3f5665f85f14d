import type { Plugin } from 'rollup';

/** A Rollup plugin that minifies each file Rollup reads with terser, before eagerCommonJsFactories. */
export function terserEach(): Plugin;

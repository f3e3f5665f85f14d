import type { Loader } from 'esbuild';

export declare const ASSET_LOADERS: Record<string, Loader>;

// A web-test-runner (web-dev-server) plugin that serves every requested .ts/.tsx file as one esbuild
// bundle instead of a per-file transform. React ships CommonJS only, which a browser cannot import as a
// module; bundling turns it (and every other dependency) into plain ESM, so a test file arrives as a
// single self-contained module. A bundling error becomes a module that throws it, so wtr reports it
// against the test file instead of a bare 500.
import { build } from 'esbuild';
import { INLINE_ASSET_LOADERS } from '../lib/assetLoaders.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TS_FILE = /\.(ts|tsx|mts)$/;

/**
 * @param {{ rootDir: string, define?: Record<string, string> }} options
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function bundlePlugin({ rootDir, define = {} }) {
  return {
    name: 'platon-esbuild-bundle',
    async serve(context) {
      if (!TS_FILE.test(context.path)) return undefined;
      const file = join(rootDir, decodeURIComponent(context.path));
      try {
        const result = await build({
          entryPoints: [file],
          absWorkingDir: rootDir,
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          jsx: 'automatic',
          // As tsup.config.ts, with the icon fonts inside the bundle: it is served from memory, not a folder.
          loader: INLINE_ASSET_LOADERS,
          define,
          // Tests import { describe, it, expect } from 'vitest' for its types; mocha runs them here.
          alias: { vitest: fileURLToPath(new URL('./vitest-shim.mjs', import.meta.url)) },
          sourcemap: 'inline',
          // Never written; it only makes source map paths relative to the test file's own folder, which
          // is where the browser resolves them.
          outfile: join(dirname(file), 'bundle.js'),
          write: false,
          logLevel: 'silent',
        });
        return { body: result.outputFiles[0].text, type: 'js' };
      } catch (error) {
        const message = `esbuild could not bundle ${context.path}:\n${error instanceof Error ? error.message : error}`;
        return { body: `throw new Error(${JSON.stringify(message)});`, type: 'js' };
      }
    },
  };
}

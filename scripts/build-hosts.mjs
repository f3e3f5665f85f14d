// Builds the demo host apps (demo/hosts/<host>/) into dist/hosts/<host>/: each host's entry script bundled by
// esbuild from its real framework package, its index.html and stylesheet copied beside it. Part of
// `npm run build`; the server serves the result at /demo/hosts/ in demo mode (server/demoHosts/).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = join(ROOT, 'demo', 'hosts');
const OUT = join(ROOT, 'dist', 'hosts');
const require = createRequire(import.meta.url);
/** ngc's output (demo/hosts/angular/tsconfig.json outDir), removed once bundled. */
const NGC_OUT = join(ROOT, 'dist', '.hosts-ngc');

/** Each host: its entry script and what its framework needs from the bundler. */
const HOSTS = [
  { name: 'plain', entry: 'plain.js' },
  { name: 'jquery', entry: 'jquery.js' },
  {
    name: 'vue',
    entry: 'vue.ts',
    // Vue's runtime-only ESM build (package.json "module"): render functions, no template compiler, no eval.
    define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  },
  {
    name: 'react',
    entry: 'react.tsx',
    // The root's React is 19 (the runtime's own); this host is the React 18.3 of a real portal, installed under
    // aliases. Every import of react, react-dom and their subpaths, also from inside react-dom, goes there.
    alias: { react: 'react18', 'react-dom': 'react-dom18' },
    jsx: 'automatic',
  },
  { name: 'angular', entry: 'angular.ts', angular: true },
  { name: 'csp', entry: 'csp.js' },
];

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp(join(SOURCE, 'index.html'), join(OUT, 'index.html'));
  await cp(join(SOURCE, 'hosts.css'), join(OUT, 'hosts.css'));
  for (const host of HOSTS) {
    const from = join(SOURCE, host.name);
    const to = join(OUT, host.name);
    await cp(from, to, { recursive: true, filter: (file) => !/\.(js|ts|tsx|json)$/.test(file) });
    const entry = host.angular ? await compileAngular(from) : join(from, host.entry);
    await build({
      entryPoints: [entry],
      outfile: join(to, host.entry.replace(/\.tsx?$/, '.js')),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      sourcemap: true,
      legalComments: 'none',
      logLevel: 'warning',
      define: { 'process.env.NODE_ENV': '"production"', ...host.define, ...(host.angular ? ANGULAR_DEFINES : {}) },
      alias: host.alias,
      jsx: host.jsx,
      plugins: host.angular ? [angularLinker] : [],
    });
  }
  // Bootstrap 3's own files, as a portal links them (its CSS and the glyphicon fonts it points at).
  const bootstrap = join(require.resolve('bootstrap/package.json'), '..', 'dist');
  await cp(join(bootstrap, 'css', 'bootstrap.min.css'), join(OUT, 'jquery', 'bootstrap', 'css', 'bootstrap.min.css'));
  await cp(join(bootstrap, 'fonts'), join(OUT, 'jquery', 'bootstrap', 'fonts'), { recursive: true });
  await rm(NGC_OUT, { recursive: true, force: true });
}

/** Angular's production flags: no dev checks, and no JIT compiler reachable (it would need eval). */
const ANGULAR_DEFINES = { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' };

/**
 * Angular without the CLI: `ngc` compiles the component ahead of time (no JIT, so the page needs no
 * 'unsafe-eval') into a scratch folder, whose entry esbuild then bundles.
 */
async function compileAngular(from) {
  const ngc = join(require.resolve('@angular/compiler-cli/package.json'), '..', 'bundles', 'src', 'bin', 'ngc.js');
  const result = spawnSync(process.execPath, [ngc, '-p', join(from, 'tsconfig.json')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ngc failed for ${from}`);
  return join(NGC_OUT, 'angular', 'angular.js');
}

/**
 * Angular's packages ship partially compiled (`ɵɵngDeclare…` calls) for the linker to finish at build time,
 * as the CLI does; unlinked, they would need the JIT compiler at run time.
 */
const angularLinker = {
  name: 'angular-linker',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]@angular[\\/].+\.m?js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      if (!code.includes('ɵɵngDeclare')) return { contents: code, loader: 'js' };
      const { default: linkerPlugin } = await import('@angular/compiler-cli/linker/babel');
      const linked = await transformAsync(code, {
        filename: args.path,
        plugins: [[linkerPlugin, { linkerJitMode: false }]],
        configFile: false,
        babelrc: false,
        compact: false,
        sourceMaps: false,
      });
      return { contents: linked?.code ?? code, loader: 'js' };
    });
  },
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

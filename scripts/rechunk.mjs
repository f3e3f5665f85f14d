// Re-splits the browser bundle with Rollup after tsup (esbuild) built it. esbuild makes a chunk for every
// set of entry points that share modules, not knowing that every lazy chunk is imported by the elements'
// entry, which is therefore always loaded first: the small modules the entry shares with lazy chunks end up
// in dozens of tiny files that every page downloads, each compressed on its own. Rollup, reading esbuild's
// output as its input, keeps what the entry already loaded in the entry's chunk and merges chunks below
// MIN_CHUNK_BYTES into others; source maps are chained back to the TypeScript sources.
// What a page needs before it renders is pinned (Rollup never merges into a manual chunk): the entry's own
// modules, and those of each view the entry loads with import() (shell, table, form, page, sign-in), grouped
// by the set of views that need them. Rollup merges a small lazy chunk without side effects wherever it adds
// the fewest bytes, which was often the entry or the form's chunks, so every page downloaded the error
// reporter and the table's address code, and a page with a form the job helpers and the editors' styles.
// Each of esbuild's files is minified once more by terser as Rollup reads it (scripts/lib/terserEach.mjs).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import MagicString from 'magic-string';
import { rollup } from 'rollup';
import { dynamicImports, staticClosure } from './entrySize.mjs';
import { eagerCommonJsFactories } from './lib/eagerCommonJsFactories.mjs';
import { terserEach } from './lib/terserEach.mjs';

const DIR = fileURLToPath(new URL('../dist/elements', import.meta.url));
const OUT = `${DIR}.rechunked`;
const MIN_CHUNK_BYTES = 20 * 1024;
const ENTRY = join(DIR, 'platon.js');
// esbuild's entry file and the chunks it imports statically: what every page loads first.
const entryModules = staticClosure(ENTRY);
// Lazy chunks that start a page's first work early: each keeps the modules it shares with one view (the
// view then imports them from it), so its work waits for one file, not for a second one found only once the
// first has arrived. A form's expressions waited ~40 ms for their share. Modules shared more widely stay
// where all their users find them.
const SELF_CONTAINED = new Set(['evaluateExpression']);
// The form controls that are chunks of their own (src/form/controls/lazyControls.ts, and the featured text
// input there): the entry starts them once a form's definition has arrived, but a form never draws them
// before its own chunk is in. What they share with the views stays with those views.
const LATE_VIEW = /(Control|FeaturedInput)$/;
// The editors, maps and the icon picker among them (lazyControls.ts's HEAVY): each stays a chunk of its own, with what only it
// uses placed by Rollup, drawn after the form's first render.
const HEAVY_VIEW = /^(Code|RichText|Markdown|Geo|GeoPolygon|IconPicker)Control$/;
// The light ones (dates, uploads, selects, tabs, buttons ...) are one chunk with the code only they use (13
// KiB brotli): a form waits for those it has before its first render, and fetched one by one, with their
// shares, they were some twenty requests that a cold kitchen_sink waited 140-340 ms for after its definition
// had arrived (50-130 ms now).
const LIGHT_CONTROLS = 'formControls';
const pinned = pinnedChunkNames();

/**
 * The manual chunk of every module the entry or a view it imports lazily loads statically: 'platon' for the
 * entry's, else the names of the views that share it ('FormElement', 'FormElement~TableElement'), so a
 * module goes only to the pages that need it. A module some lazy part also needs without any of those views
 * (a form's date picker or select popup, which share the table's date and listbox code) goes to a chunk of
 * its own beside them ('TableElement~shared'): in the views' chunk it made that part download the whole
 * view, and a form with a date field downloaded the table.
 * @returns {Map<string, string>} module path -> chunk name
 */
function pinnedChunkNames() {
  const views = new Set();
  for (const file of entryModules) for (const specifier of dynamicImports(readFileSync(file, 'utf8'))) views.add(join(DIR, specifier));
  const viewFiles = new Map();
  const viewsByModule = new Map();
  for (const view of [...views].sort()) {
    const name = nameOfView(view);
    viewFiles.set(name, view);
    for (const path of staticClosure(view)) {
      if (entryModules.has(path)) continue;
      viewsByModule.set(path, [...(viewsByModule.get(path) ?? []), name]);
    }
  }
  const parts = lazyParts(viewFiles);
  const neededAlone = (path, early) =>
    parts.some(({ closure, owners }) => closure.has(path) && [...owners].some((owner) => !early.includes(owner)));

  const names = new Map([...entryModules].map((path) => [path, 'platon']));
  const light = (name) => LATE_VIEW.test(name) && !HEAVY_VIEW.test(name);
  const elsewhere = new Set(parts.filter(({ file }) => !light(nameOfView(file))).flatMap(({ closure }) => [...closure]));
  for (const [path, viewNames] of viewsByModule) {
    const early = viewNames.filter((name) => !LATE_VIEW.test(name));
    if (early.length === 0) {
      // A library of some light control stays a chunk of its own: DOMPurify (the html element's and the
      // editors', 9 KiB) is no date field's business.
      const library = viewNames.some(light) ? libraryOf(path) : null;
      if (library) names.set(path, library);
      else if (viewNames.every(light) && !elsewhere.has(path)) names.set(path, LIGHT_CONTROLS);
      continue;
    }
    const helper = early.length === 2 ? early.find((name) => SELF_CONTAINED.has(name)) : undefined;
    names.set(path, helper ?? early.join('~'));
  }
  // A big chunk's modules that parts need alone get a chunk of their own when they are a small share of it
  // (the table's date and listbox code: a tenth of the table); where they are most of it (the form's controls,
  // which the shell's file manager draws), or the chunk is small, the part loads it whole and the views keep
  // one file.
  const bytes = new Map();
  const alone = new Map();
  for (const [path, name] of names) {
    if (name === 'platon' || SELF_CONTAINED.has(name)) continue;
    const size = readFileSync(path).length;
    bytes.set(name, (bytes.get(name) ?? 0) + size);
    if (neededAlone(path, name.split('~'))) alone.set(name, [...(alone.get(name) ?? []), { path, size }]);
  }
  for (const [name, parts] of alone) {
    const size = parts.reduce((sum, part) => sum + part.size, 0);
    if (bytes.get(name) >= MIN_CHUNK_BYTES && size * 2 < bytes.get(name)) for (const { path } of parts) names.set(path, `${name}~shared`);
  }
  return names;
}

/** The package an esbuild chunk of library code only comes from ('dompurify'), else null. */
function libraryOf(file) {
  if (!existsSync(`${file}.map`)) return null;
  const { sources = [] } = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const packages = new Set(sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? null));
  return packages.size === 1 && !packages.has(null) ? [...packages][0].replace(/^@/, '').replace('/', '-') : null;
}

/** A chunk's module name without esbuild's hash ('DateControl'). */
function nameOfView(file) {
  return file.slice(DIR.length + 1).replace(/-[A-Z0-9]{8}\.js$/, '');
}

/**
 * The parts loaded with import() that are not early views (the late controls, and every lazy chunk inside
 * the views), each with its static closure and the views it can be loaded with: 'platon' where the entry
 * imports it; the late controls with the form, whose chunk a form never draws them without; any other part
 * with the views (or parts) whose code imports it, found again until nothing changes.
 * @returns {{ closure: Set<string>, owners: Set<string> }[]}
 */
function lazyParts(viewFiles) {
  const views = new Set(viewFiles.values());
  const importers = new Map();
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.js'))) {
    for (const specifier of dynamicImports(readFileSync(join(DIR, file), 'utf8'))) {
      const part = join(DIR, specifier);
      if (!views.has(part)) importers.set(part, [...(importers.get(part) ?? []), join(DIR, file)]);
    }
  }
  const closures = new Map([...viewFiles.values(), ...importers.keys()].map((file) => [file, staticClosure(file)]));
  const owners = new Map([...viewFiles].map(([name, file]) => [file, new Set([LATE_VIEW.test(name) ? 'FormElement' : name])]));
  for (const part of importers.keys()) owners.set(part, new Set());
  for (let changed = true; changed;) {
    changed = false;
    for (const [part, importing] of importers) {
      const found = owners.get(part);
      const before = found.size;
      for (const file of importing) {
        if (entryModules.has(file)) found.add('platon');
        for (const [holder, closure] of closures) if (closure.has(file)) for (const owner of owners.get(holder)) found.add(owner);
      }
      changed ||= found.size !== before;
    }
  }
  const earlyViews = new Set([...viewFiles].filter(([name]) => !LATE_VIEW.test(name)).map(([, file]) => file));
  return [...owners]
    .filter(([file]) => !earlyViews.has(file))
    .map(([file, found]) => ({ file, closure: closures.get(file), owners: found }));
}

/**
 * Loads the chunks a lazy chunk imports statically (Rollup lists its transitive ones too) beside it, as
 * modulepreload links, instead of one round trip later once it has arrived and been parsed (a cold table
 * waited for its chunk, then for the chunks that one imports, then for theirs: issue 13). Runs where
 * `import()` is called; skips the entry and links already there.
 */
const PRELOAD = minified((files, base) => {
  if (typeof document === 'undefined') return;
  for (const file of files) {
    const href = new URL(file, base).href;
    if (!document.querySelector(`link[href="${href}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
});

/**
 * PRELOAD's name in a chunk that calls it: declared once at the chunk's end (a function declaration, so in
 * scope before the module's first line runs; the imports stay the file's first statements), not written at
 * every `import()`.
 */
const PRELOAD_NAME = '__platonPreload';

/**
 * The output plugin that writes a call of PRELOAD before every `import()` of a chunk. `staticImports` names the chunks
 * each chunk imports statically (by chunk name: the file names' hashes change once the preloads are in):
 * those, and the entry, are loaded by the time its code runs, so they are left out of its lists. The calls
 * name their files by index into one list per chunk, written once in PRELOAD_NAME's declaration: the entry
 * imports the form's controls, each of which needs most of the form's files (0.3 KiB gzip of names).
 */
function preloadLazyImports(staticImports) {
  return {
    name: 'preload-lazy-imports',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk) return null;
      const loaded = staticImports.get(chunk.name) ?? new Set();
      const files = (getTargetChunkImports() ?? [])
        .filter((imported) => imported.type === 'internal' && !imported.chunk.isEntry && !loaded.has(imported.chunk.name))
        .map((imported) => imported.resolvedImportPath);
      if (files.length === 0) return null;
      // Each path is already the string literal the chunk's own imports use; renderChunk numbers them.
      return { left: `(${PRELOAD_NAME}([${files.join(',')}]),import(`, right: '))' };
    },
    renderChunk(code) {
      const calls = [...code.matchAll(new RegExp(`${PRELOAD_NAME}\\(\\[([^\\]]*)\\]\\)`, 'g'))];
      if (calls.length === 0) return null;
      const files = [];
      const indexOf = (file) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      };
      const out = new MagicString(code);
      for (const call of calls) {
        out.overwrite(call.index, call.index + call[0].length, `${PRELOAD_NAME}([${call[1].split(',').map(indexOf).join(',')}])`);
      }
      // A function declaration: in scope (with its list) before the module's first line runs.
      out.append(`\nfunction ${PRELOAD_NAME}(f){(${PRELOAD})(f.map(i=>[${files.join(',')}][i]),import.meta.url)}`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/** A function's source as one minified expression, to be written into the chunks as it is. */
function minified(fn) {
  // Assigned, or esbuild drops an expression without effects.
  return transformSync(`PRELOAD=${fn}`, { minify: true, loader: 'js' })
    .code.trim()
    .replace(/^PRELOAD=/, '')
    .replace(/;$/, '');
}

const withSourceMaps = {
  name: 'esbuild-output',
  load(id) {
    const code = readFileSync(id, 'utf8');
    return existsSync(`${id}.map`) ? { code, map: JSON.parse(readFileSync(`${id}.map`, 'utf8')) } : code;
  },
};

const bundle = await rollup({
  input: ENTRY,
  plugins: [withSourceMaps, terserEach(), eagerCommonJsFactories(DIR)],
  // esbuild's output is already tree-shaken and minified; Rollup only moves modules between chunks.
  treeshake: false,
  onLog(level, log, handler) {
    // The chunk merging's own report is not a warning.
    if (level !== 'info' && log.code !== 'SOURCEMAP_BROKEN') handler(level, log);
  },
});
rmSync(OUT, { recursive: true, force: true });
const output = {
  dir: OUT,
  format: 'es',
  entryFileNames: '[name].js',
  // A lazy chunk keeps its module's name (FormElement-…), without esbuild's hash before Rollup's.
  chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  sourcemap: true,
  manualChunks: (id) => pinned.get(id),
  compact: true,
  experimentalMinChunkSize: MIN_CHUNK_BYTES,
};
// A first rendering gives the chunks and what each imports; the second writes them with their preloads.
const { output: firstChunks } = await bundle.generate(output);
const nameOf = new Map(firstChunks.map((chunk) => [chunk.fileName, chunk.name]));
const staticImports = new Map(
  firstChunks
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => [chunk.name, new Set(chunk.imports.map((file) => nameOf.get(file)))]),
);
await bundle.write({ ...output, plugins: [preloadLazyImports(staticImports)] });
await bundle.close();

// Swap the ES module files: esbuild's go, Rollup's come; the loader script and other assets stay.
const esbuildFiles = readdirSync(DIR).filter(
  (file) => /\.js(\.map)?$/.test(file) && file !== 'platon-loader.js' && file !== 'platon-loader.js.map',
);
for (const file of esbuildFiles) rmSync(join(DIR, file));
for (const file of readdirSync(OUT)) renameSync(join(OUT, file), join(DIR, file));
rmSync(OUT, { recursive: true, force: true });

// What a page downloads before it can render: an ESM entry file plus every chunk it imports statically,
// transitively. Dynamic import() chunks are lazy and not counted. Sizes are gzip at level 9, as a CDN or
// a pre-compressing server would serve them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// esbuild hoists every static import to the top of an ESM file, so reading import statements until the
// first other statement finds them all, and never mistakes text inside strings or an import() for one.
const LEADING_IMPORT = /\s*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*\s*import\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"']+)\1\s*;?/y;
// Re-exports (`export * from "./x.js"`) also load their module; esbuild puts them at the end.
const RE_EXPORT = /export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"']+)\1/g;

/** Relative specifiers a minified ESM file imports statically. */
export function staticImports(code) {
  const specifiers = [];
  LEADING_IMPORT.lastIndex = 0;
  for (let match; (match = LEADING_IMPORT.exec(code));) specifiers.push(match[2]);
  for (const match of code.matchAll(RE_EXPORT)) specifiers.push(match[2]);
  return specifiers.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

// esbuild writes a lazy chunk's load as `import("./Name-HASH.js")`, minified or not.
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])(\.{1,2}\/[^"']+)\1\s*\)/g;

/** Relative specifiers a minified ESM file loads lazily with import(). */
export function dynamicImports(code) {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[2]);
}

/**
 * Raw and gzip sizes of `entryFile` and its static import closure, entry first.
 * @param {string} entryFile path to an ESM file
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function measureEntry(entryFile) {
  return measureFiles([entryFile]);
}

/**
 * Raw and gzip sizes of several ESM files and their static import closures together, each file once (a
 * chunk two of them import is downloaded once); sizes relative to the first file's folder.
 * @param {string[]} startFiles paths to ESM files
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function measureFiles(startFiles) {
  const base = dirname(startFiles[0]);
  const seen = new Set();
  for (const file of startFiles) staticClosure(file, seen);
  const files = [...seen].map((file) => {
    const code = readFileSync(file);
    return { file: relative(base, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/**
 * `file` and every ESM file it imports statically, transitively, in the order they are reached (added to `seen`).
 * @param {string} file path to an ESM file
 * @param {Set<string>} [seen] the paths found so far
 * @returns {Set<string>}
 */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of staticImports(readFileSync(file, 'utf8'))) staticClosure(join(dirname(file), specifier), seen);
  return seen;
}

/**
 * The lazy chunk that `import()` of the module `sourcePath` (e.g. 'src/form/FormElement.tsx') became:
 * among the chunks `entryFile` and its static imports load with import(), the one whose own module (the
 * first of its source map's sources that is not a shared chunk's) is that file. Found by the build's
 * source maps, not by a file name or hash, so it survives renames of chunks; null when there is none.
 * @param {string} entryFile path to an ESM entry
 * @param {string} sourcePath the lazily imported module, relative to the project
 * @returns {string | null} path to the chunk
 */
export function lazyChunkOf(entryFile, sourcePath) {
  const { files } = measureEntry(entryFile);
  const base = dirname(entryFile);
  const targets = new Set();
  for (const { file } of files) {
    const path = join(base, file);
    for (const specifier of dynamicImports(readFileSync(path, 'utf8'))) targets.add(join(dirname(path), specifier));
  }
  const wanted = sourcePath.replace(/^\.?\//, '');
  for (const target of targets) {
    const map = `${target}.map`;
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    // The sources of a lazy chunk list its own module with the code it alone needs; the chunk for
    // FormElement is the one holding FormElement itself.
    if (sources.some((source) => source.replace(/\\/g, '/').endsWith(`/${wanted}`) || source === wanted)) return target;
  }
  return null;
}

/**
 * What a page with only `<platon-form>` downloads to show a plain form (docs/performance.md): the entry and its
 * static imports, then the form element's lazy chunk (src/form/FormElement) and its static imports; not
 * the editor, map or html chunks a form loads only when it has such an element.
 * @param {string} entryFile path to dist/elements/platon.js
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number, formChunk: string }}
 */
export function measureFormPage(entryFile) {
  const formChunk = lazyChunkOf(entryFile, 'src/form/FormElement.tsx');
  if (!formChunk) throw new Error(`no lazy chunk of src/form/FormElement.tsx is imported from ${entryFile} (is the build's sourcemap on?)`);
  return { ...measureFiles([entryFile, formChunk]), formChunk: relative(dirname(entryFile), formChunk) };
}

/** Bytes as KiB with one decimal, e.g. "187.3 KiB". */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

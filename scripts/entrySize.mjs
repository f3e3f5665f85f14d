// What a page downloads before it can render: an ESM entry file plus every chunk it imports statically,
// transitively. Dynamic import() chunks are lazy and not counted. Sizes are gzip at level 9, as a CDN or
// a pre-compressing server would serve them.
import { readFileSync } from 'node:fs';
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
  for (let match; (match = LEADING_IMPORT.exec(code)); ) specifiers.push(match[2]);
  for (const match of code.matchAll(RE_EXPORT)) specifiers.push(match[2]);
  return specifiers.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/**
 * Raw and gzip sizes of `entryFile` and its static import closure, entry first.
 * @param {string} entryFile path to an ESM file
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function measureEntry(entryFile) {
  const base = dirname(entryFile);
  const seen = new Set();
  const files = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file);
    files.push({ file: relative(base, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const specifier of staticImports(code.toString('utf8'))) visit(join(dirname(file), specifier));
  };
  visit(entryFile);
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Bytes as KiB with one decimal, e.g. "187.3 KiB". */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

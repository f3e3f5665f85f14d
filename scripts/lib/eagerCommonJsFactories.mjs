import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';

/**
 * A Rollup plugin for esbuild's output in `dir` (scripts/rechunk.mjs). Writes every CommonJS module's factory (esbuild's `__commonJS(() => {...})`: React, React DOM, the scheduler,
 * Leaflet) in parentheses, which V8 takes for a function called at once and compiles with the rest of its file,
 * on the thread that parses the download as it arrives. Left lazy, React DOM's factory (178 KB) was parsed
 * and compiled on the page's main thread the moment the elements' entry ran: 13-20 ms of every page's start.
 * @param {string} dir the folder of esbuild's output, which Rollup reads
 * @returns {import('rollup').Plugin}
 */
export function eagerCommonJsFactories(dir) {
  // esbuild's __commonJS helper as it minifies it (`(cb, mod) => () => (mod || cb((mod = { exports: {} }).exports,
  // mod), mod.exports)`, in newer esbuild inside a try), and the name its chunk exports it under.
  // A minifier run after esbuild may rename it, or declare it in a list (`var a=…,N=(e,t)=>…`).
  const HELPER = /(?<![\w$])([\w$]+)=\(([\w$]+),([\w$]+)\)=>\(\)=>.{0,40}?\(\3=\{exports:\{\}\}\)\.exports/;
  let helper = null;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const local = HELPER.exec(code)?.[1];
    if (!local) continue;
    const exported = new RegExp(`export\\{[^}]*\\b${local.replace(/\$/g, '\\$')} as ([\\w$]+)`).exec(code)?.[1] ?? null;
    helper = { file: join(dir, file), local, exported };
    break;
  }
  return {
    name: 'eager-commonjs-factories',
    transform(code, id) {
      if (!helper) return null;
      // Its own file names it as found now, after any transform before this one.
      const names = new Set(id === helper.file ? [HELPER.exec(code)?.[1] ?? helper.local] : []);
      const ast = this.parse(code);
      for (const node of ast.body) {
        if (node.type !== 'ImportDeclaration' || join(dir, node.source.value) !== helper.file) continue;
        for (const specifier of node.specifiers) if (specifier.imported?.name === helper.exported) names.add(specifier.local.name);
      }
      if (names.size === 0) return null;
      const edited = new MagicString(code);
      (function visit(node) {
        if (!node || typeof node.type !== 'string') return;
        const [factory] = node.arguments ?? [];
        if (node.type === 'CallExpression' && names.has(node.callee.name) && /Function/.test(factory?.type)) {
          edited.appendLeft(factory.start, '(').appendRight(factory.end, ')');
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      })(ast);
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
    },
  };
}

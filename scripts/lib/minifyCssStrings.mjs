import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import ts from 'typescript';

/**
 * An esbuild plugin for the browser bundle: the runtime's stylesheets are strings in TypeScript, marked
 * `/* css *\/ \`...\``, written to be read (indentation, comments, one rule a line). esbuild minifies the
 * code around them but leaves the strings as they are, so this plugin minifies each marked string without
 * substitutions with esbuild's own CSS minifier. No target is given, so modern syntax (nesting, color-mix,
 * :has) is kept as written. A string that does not parse as CSS stops the build.
 *
 * @example
 * esbuildPlugins: [minifyCssStrings()]
 */
export function minifyCssStrings() {
  return {
    name: 'minify-css-strings',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*Css\.ts$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
        const marked = [];
        const visit = (node) => {
          if (ts.isNoSubstitutionTemplateLiteral(node) && /\/\*\s*css\s*\*\/\s*$/.test(text.slice(0, node.getStart(source))))
            marked.push(node);
          ts.forEachChild(node, visit);
        };
        visit(source);
        let contents = text;
        for (const node of marked.sort((a, b) => b.getStart(source) - a.getStart(source))) {
          const { code, warnings } = await transform(node.text, { loader: 'css', minify: true, logLevel: 'silent' });
          if (warnings.length) throw new Error(`${path}: ${warnings.map((w) => w.text).join('; ')}`);
          contents = contents.slice(0, node.getStart(source)) + JSON.stringify(code.trim()) + contents.slice(node.getEnd());
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

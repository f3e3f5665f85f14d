import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** Properties of the element API descriptions that only the generated documents read. */
const DOC_ONLY = new Set(['className', 'eventsInterface', 'summary', 'description', 'default', 'cssParts', 'cssProperties', 'slots']);

/**
 * An esbuild plugin for the browser bundle: the element API files (src/core/elements/*Api.ts) are the one
 * source of both the registration and the documents, but the runtime needs only the tag names, attribute
 * names and kinds, and the old event names. The documentation-only properties (descriptions, summaries,
 * documented defaults, parts, custom properties, slots) are left out of the bundle, about 3 KiB gzip of the
 * entry; typings, manifest and README are generated from the sources, untouched.
 *
 * @example
 * esbuildPlugins: [stripElementApiDocs()]
 */
export function stripElementApiDocs() {
  return {
    name: 'strip-element-api-docs',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]core[\\/]elements[\\/]\w+Api\.ts$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
        const doomed = [];
        const visit = (node) => {
          if (
            ts.isPropertyAssignment(node) &&
            ts.isIdentifier(node.name) &&
            DOC_ONLY.has(node.name.text) &&
            ts.isObjectLiteralExpression(node.parent)
          ) {
            doomed.push(node);
            return;
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
        let contents = text;
        for (const node of doomed.sort((a, b) => b.getStart(source) - a.getStart(source))) {
          let end = node.getEnd();
          // The comma after the property goes with it.
          const comma = /^\s*,/.exec(contents.slice(end));
          if (comma) end += comma[0].length;
          contents = contents.slice(0, node.getStart(source)) + contents.slice(end);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

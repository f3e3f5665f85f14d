// Writes dist/elements/preload.json: for the views <platon-app> opens lazily (the shell, a table, a form), the
// chunks each loads statically, for the server to name as modulepreload links in the app's page (issue 13).
// Without them the browser finds a view's shared chunks only once the view's own file has arrived: a second
// round of downloads (about 300 ms on the appeals' first paint) after the first.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImports, measureEntry, measureFiles } from './entrySize.mjs';

const DIR = fileURLToPath(new URL('../dist/elements', import.meta.url));
const ENTRY = join(DIR, 'platon.js');
/** The preload manifest's keys and the lazy chunks each stands for (a table's page also asks its first rows). */
const VIEWS = { shell: ['AppShell'], table: ['TableElement', 'firstPagePath'], form: ['FormElement'] };

const entryFiles = new Set(measureEntry(ENTRY).files.map(({ file }) => file));
const lazy = new Set(dynamicImports(readFileSync(ENTRY, 'utf8')).map((specifier) => specifier.replace(/^\.\//, '')));
const manifest = {};
const names = readdirSync(DIR);
for (const [key, views] of Object.entries(VIEWS)) {
  const files = views.map((view) => {
    const file = names.find((name) => lazy.has(name) && name.startsWith(`${view}-`) && name.endsWith('.js'));
    if (!file) throw new Error(`write-preload-manifest: platon.js loads no ${view} chunk`);
    return join(DIR, file);
  });
  // What the entry already loads is on its way when the page names these.
  manifest[key] = measureFiles(files)
    .files.map(({ file }) => file)
    .filter((file) => !entryFiles.has(file));
}
writeFileSync(join(DIR, 'preload.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `dist/elements/preload.json: ${Object.entries(manifest)
    .map(([key, files]) => `${key} ${files.length}`)
    .join(', ')} chunks`,
);

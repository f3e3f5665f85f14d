// CI's size gate (docs/performance.md): the JS a page downloads before rendering must stay within budget:
// - <platon-app>: dist/elements/platon.js and the chunks it imports statically, 100 KiB gzip (the new budget:
//   met once each feature owned its styles and the rechunk stopped merging lazy code into the entry);
// - a page with only <platon-form>: the same plus the form element's lazy chunk (found through the build's
//   source maps, not by its hash) and the chunks that imports statically. Editor, map, upload and other
//   lazy control chunks load only when a form has such an element and are not counted. Its budget, 120 KiB
//   gzip (119.8 KiB now, mostly React and react-hook-form), met once tabs, buttons, password and masked
//   inputs became chunks of their own that a form's load waits for (useFormLoad).
// - what left the form page for the views that use it stays out of it (LATER, checked by source path);
// - the lazy icon chunk (Font Awesome's class rules, 14 KiB brotli), 20 KiB gzip: with its fonts inside as
//   data: URLs it was 198 KiB of brotli that every shell page parsed while drawing its first view; the fonts
//   are files beside it now (scripts/lib/assetLoaders.mjs);
// - the light form controls (LIGHT_CONTROLS) are one chunk, without DOMPurify: one by one, they and their
//   shares were some twenty requests that a cold kitchen_sink waited for after its definition had arrived.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kib, measureEntry, measureFormPage } from './entrySize.mjs';

const ENTRY = fileURLToPath(new URL('../dist/elements/platon.js', import.meta.url));
const BUDGETS = { app: 100 * 1024, form: 120 * 1024, icons: 20 * 1024 };
const ICON_SET = 'src/ui/icons/fontAwesomeSet.ts';
/** The controls a form's first render waits for (src/form/controls/lazyControls.ts), which load as one file. */
const LIGHT_CONTROLS = [
  ...['Date', 'Time', 'File', 'ScrollSelect', 'KeyValue', 'RawJson', 'Html', 'TabContainer', 'Password', 'Button'].map(
    (name) => `src/form/controls/${name}Control.tsx`,
  ),
  'src/form/controls/text/FeaturedInput.tsx',
];
/** Modules a page with only a form must not download: each came with the views that need it (issue 16). */
const LATER = [
  'src/core/jobs/createJobTracker.ts',
  'src/ui/styles/dialogCss.ts',
  'src/auth/styles/authCss.ts',
  'src/form/styles/formFileControlsCss.ts',
  'src/table/view/DataTable.tsx',
  // Date fields' formatting: their controls and the date rules' messages load it (formResolver).
  'node_modules/dayjs/dayjs.min.js',
  'src/core/form/formatDateBound.ts',
  // Controls a minority of forms have, which a form's load fetches when it has them (lazyControls.ts).
  'src/form/controls/TabContainerControl.tsx',
  'src/form/controls/ButtonControl.tsx',
  'src/form/controls/PasswordControl.tsx',
  'src/form/controls/text/FeaturedInput.tsx',
  // Only a call that got no answer needs its diagnosis.
  'src/core/runtime/diagnoseNoAnswer.ts',
];

if (!existsSync(ENTRY)) {
  console.error(`${ENTRY} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const app = measureEntry(ENTRY);
const form = measureFormPage(ENTRY);
const width = Math.max(...form.files.map((f) => f.file.length), ...app.files.map((f) => f.file.length), 'total'.length);
const row = (name, rawBytes, gzipBytes) => `${name.padEnd(width)}  ${kib(rawBytes).padStart(11)}  ${kib(gzipBytes).padStart(11)}`;

/** Prints one page's files and total; returns whether it is within its budget. */
function report(title, measured, budget) {
  console.log(`${title}\n${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`);
  for (const file of measured.files) console.log(row(file.file, file.raw, file.gzip));
  console.log(row('total', measured.raw, measured.gzip));
  const within = measured.gzip <= budget;
  if (within) console.log(`within the ${kib(budget)} gzip budget (${kib(budget - measured.gzip)} left: ${budget - measured.gzip} bytes)\n`);
  else console.error(`over the ${kib(budget)} gzip budget by ${kib(measured.gzip - budget)} (docs/performance.md)\n`);
  return within;
}

const appWithin = report('<platon-app>: entry JS', app, BUDGETS.app);
const formWithin = report(`page with only <platon-form>: entry JS + ${form.formChunk} and its static chunks`, form, BUDGETS.form);
const early = form.files
  .flatMap(({ file }) => JSON.parse(readFileSync(join(dirname(ENTRY), `${file}.map`), 'utf8')).sources)
  .map((source) => source.replace(/^(\.\.\/)+/, ''))
  .filter((source) => LATER.includes(source));
/** Each built file's sources, from its source map, read once. */
const builtSources = readdirSync(dirname(ENTRY))
  .filter((file) => file.endsWith('.js') && existsSync(join(dirname(ENTRY), `${file}.map`)))
  .map((file) => ({ file, sources: JSON.parse(readFileSync(join(dirname(ENTRY), `${file}.map`), 'utf8')).sources }));

/** The built files whose source maps list `source` (a path relative to the project). */
function chunksHolding(source) {
  return builtSources.filter(({ sources }) => sources.some((listed) => listed.endsWith(source))).map(({ file }) => file);
}

const iconChunks = chunksHolding(ICON_SET);
const iconGzip = iconChunks.reduce((total, file) => total + gzipSync(readFileSync(join(dirname(ENTRY), file)), { level: 9 }).length, 0);
const iconsWithin = iconChunks.length === 1 && iconGzip <= BUDGETS.icons;
if (iconsWithin) console.log(`the icon chunk ${iconChunks[0]}: ${kib(iconGzip)} gzip, within ${kib(BUDGETS.icons)}\n`);
else
  console.error(
    `the icon chunk (${iconChunks.join(', ') || `no chunk holds ${ICON_SET}`}): ${kib(iconGzip)} gzip, budget ${kib(BUDGETS.icons)}\n`,
  );
const controlChunks = new Set(LIGHT_CONTROLS.flatMap(chunksHolding));
const purifyChunks = chunksHolding('node_modules/dompurify/src/purify.ts');
const purifyWithControls = [...controlChunks].some((file) => purifyChunks.includes(file));
const controlsTogether = controlChunks.size === 1 && !purifyWithControls;
if (controlsTogether) console.log(`the light form controls: one chunk, ${[...controlChunks][0]}\n`);
else
  console.error(
    `the light form controls should be one chunk without DOMPurify: ${controlChunks.size} chunks (${[...controlChunks].join(', ')})${purifyWithControls ? ', DOMPurify among them' : ''}\n`,
  );
if (early.length) {
  console.error(`the page with only <platon-form> downloads what should come later: ${early.join(', ')}`);
  process.exit(1);
}
if (!iconsWithin || !controlsTogether) process.exit(1);
if (!appWithin || !formWithin) {
  console.error(
    `entry JS over budget: ${[!appWithin && `<platon-app> ${kib(app.gzip)}`, !formWithin && `<platon-form> page ${kib(form.gzip)}`].filter(Boolean).join(', ')}`,
  );
  process.exit(1);
}

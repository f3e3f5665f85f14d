// Writes the elements' generated API documents from their one source, src/core/elements/*Api.ts:
//   tsx scripts/build-element-api.ts          dist/elements/custom-elements.json, platon.d.ts,
//                                             platon-react.d.ts, platon-vue.d.ts (run by `npm run build`)
//   tsx scripts/build-element-api.ts --readme the element reference between the element-api markers of
//                                             docs/embedding.md (`npm run docs`)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readElementApiDocs } from '../elements/api/readElementApiDocs';
import { renderReactTypings, renderVueTypings } from '../elements/api/renderFrameworkTypings';
import { renderManifest } from '../elements/api/renderManifest';
import { renderReadmeSection, replaceReadmeSection } from '../elements/api/renderReadmeSection';
import { renderTypings } from '../elements/api/renderTypings';
import { elementApis } from '../src/core/elements/elementApis';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = readElementApiDocs(elementApis, join(root, 'src', 'core', 'elements'));

if (process.argv.includes('--readme')) {
  const file = join(root, 'docs', 'embedding.md');
  const before = readFileSync(file, 'utf8');
  const after = replaceReadmeSection(before, renderReadmeSection(docs));
  if (after !== before) writeFileSync(file, after);
  console.log(after === before ? 'docs/embedding.md: element reference up to date' : 'docs/embedding.md: element reference rewritten');
} else {
  const out = join(root, 'dist', 'elements');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'custom-elements.json'), renderManifest(docs));
  writeFileSync(join(out, 'platon.d.ts'), renderTypings(docs));
  writeFileSync(join(out, 'platon-react.d.ts'), renderReactTypings(docs));
  writeFileSync(join(out, 'platon-vue.d.ts'), renderVueTypings(docs));
  if (process.env.PLATON_QUIET_BUILD !== '1')
    console.log('dist/elements: custom-elements.json, platon.d.ts, platon-react.d.ts, platon-vue.d.ts');
}

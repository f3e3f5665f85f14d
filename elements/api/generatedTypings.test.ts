import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementApis } from '../../src/core/elements/elementApis';
import { readElementApiDocs } from './readElementApiDocs';
import { renderReactTypings, renderVueTypings } from './renderFrameworkTypings';
import { renderTypings } from './renderTypings';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('generated typings (platon.d.ts, platon-react.d.ts, platon-vue.d.ts)', () => {
  it('type a host page, a React host and a Vue host, and reject wrong attribute and detail types', () => {
    // Inside the project, so the fixtures resolve react and vue from its node_modules.
    const dir = join(root, '.tmp', 'types-check');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const docs = readElementApiDocs(elementApis, join(root, 'src', 'core', 'elements'));
    // Written as .ts, not .d.ts: with skipLibCheck (React's and Vue's own typings take half a minute to
    // check) a .d.ts would be skipped, and these files must be checked like the fixtures.
    writeFileSync(join(dir, 'platon.ts'), renderTypings(docs));
    writeFileSync(join(dir, 'platon-react.ts'), renderReactTypings(docs));
    writeFileSync(join(dir, 'platon-vue.ts'), renderVueTypings(docs));
    const fixtures = readdirSync(join(root, 'tests', 'types')).filter((file) => /\.tsx?$/.test(file));
    for (const file of fixtures) copyFileSync(join(root, 'tests', 'types', file), join(dir, file));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: [...fixtures, 'platon.ts', 'platon-react.ts', 'platon-vue.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8' });
    // An unused @ts-expect-error is an error too, so every line that must fail does.
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});

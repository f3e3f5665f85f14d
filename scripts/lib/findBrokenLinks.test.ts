import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from './findBrokenLinks';

const root = join(import.meta.dirname, '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the documentation', () => {
  it('has no relative link to a missing file or heading', () => {
    expect(findBrokenLinks(root, documents)).toEqual([]);
  });

  it('points nowhere outside the repository', () => {
    for (const file of documents) {
      // The element reference is generated from src/core/elements/*Api.ts and follows their wording.
      const text = readFileSync(join(root, file), 'utf8').replace(/<!-- element-api:start -->[\s\S]*<!-- element-api:end -->/, '');
      expect(text, file).not.toMatch(/\.\.\/shared|SPEC\.md|DESIGN\.md|SPEC §|DESIGN §/);
    }
  });

  it('keeps the README short enough to read in minutes', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
  });
});

describe('findBrokenLinks', () => {
  it('names a missing file and a missing heading, and accepts a heading with code and punctuation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'a.md'), '# A\n\n#### `<platon-table>`\n\n## §2 Configuration collections\n');
    writeFileSync(
      join(dir, 'README.md'),
      '[ok](docs/a.md#platon-table) [ok](docs/a.md#2-configuration-collections) [web](https://example.org) [gone](docs/b.md) [nohead](docs/a.md#nope)\n',
    );
    expect(findBrokenLinks(dir, ['README.md'])).toEqual([
      'README.md: docs/b.md',
      'README.md: docs/a.md#nope (no such heading in docs/a.md)',
    ]);
  });
});

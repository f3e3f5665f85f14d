import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileLinks } from './createFileLinks';
import { signFileReferences } from './signFileReferences';

const ID = '3f2a0c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('signFileReferences', () => {
  const links = createFileLinks(randomBytes(32));
  const signed = (kind: 'files' | 'images') => links.urlOf({ id: ID, kind });

  it('signs the stored files Markdown, HTML and CSS name, relative or under /api/', () => {
    expect(signFileReferences(`![Схема](uploads/images/${ID})`, links)).toBe(`![Схема](${signed('images')})`);
    expect(signFileReferences(`<img src="/api/uploads/images/${ID.toUpperCase()}" alt="">`, links)).toBe(
      `<img src="/api/${signed('images')}" alt="">`,
    );
    expect(signFileReferences(`.logo { background: url(/api/uploads/images/${ID}) }`, links)).toBe(
      `.logo { background: url(/api/${signed('images')}) }`,
    );
    expect(signFileReferences(`[Низом](uploads/files/${ID}) ва [яна](uploads/files/${ID})`, links)).toBe(
      `[Низом](${signed('files')}) ва [яна](${signed('files')})`,
    );
  });

  it('keeps a query written after the address, less an old signature pasted with it', () => {
    expect(signFileReferences(`<a href="uploads/files/${ID}?inline=true">`, links)).toBe(`<a href="${signed('files')}&inline=true">`);
    expect(signFileReferences(`![x](uploads/images/${ID}?exp=1&sig=old&w=2)`, links)).toBe(`![x](${signed('images')}&w=2)`);
  });

  it('leaves alone what is no stored file address', () => {
    for (const text of [
      'uploads/images/not-an-id',
      `uploads/auth/files/${ID}`,
      `uploads/images/${ID}0`,
      `uploads/videos/${ID}`,
      'https://example.com/logo.png',
    ])
      expect(signFileReferences(text, links)).toBe(text);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileLinks, FILE_LINK_STEP_SECONDS } from './createFileLinks';

const ID = '3f2a0c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const OTHER = '00000000-0000-4000-8000-000000000000';
const NOW = Date.UTC(2026, 0, 1, 10, 7, 30);

function parts(url: string) {
  const query = new URL(`http://x/${url}`).searchParams;
  return { exp: query.get('exp')!, sig: query.get('sig')! };
}

describe('createFileLinks', () => {
  const links = createFileLinks(randomBytes(32));

  it('signs one address per file and step, valid for one to two steps', () => {
    const url = links.urlOf({ id: ID, kind: 'images' }, NOW);
    expect(url).toMatch(new RegExp(`^uploads/images/${ID}\\?exp=\\d+&sig=[\\w-]{22}$`));
    const { exp } = parts(url);
    const seconds = Number(exp) - NOW / 1000;
    expect(seconds).toBeGreaterThan(FILE_LINK_STEP_SECONDS);
    expect(seconds).toBeLessThanOrEqual(2 * FILE_LINK_STEP_SECONDS);
    expect(links.urlOf({ id: ID.toUpperCase(), kind: 'images' }, NOW + 60_000)).toBe(url);
    expect(links.expiresAt(NOW)).toBe(Number(exp) * 1000);
  });

  it('checks a link: valid until exp, then expired; another id, exp or key makes it invalid', () => {
    const { exp, sig } = parts(links.urlOf({ id: ID, kind: 'files' }, NOW));
    expect(links.check(ID, exp, sig, NOW)).toBe('valid');
    expect(links.check(ID.toUpperCase(), exp, sig, NOW)).toBe('valid');
    expect(links.check(ID, exp, sig, Number(exp) * 1000 - 1)).toBe('valid');
    expect(links.check(ID, exp, sig, Number(exp) * 1000)).toBe('expired');
    expect(links.check(OTHER, exp, sig, NOW)).toBe('invalid');
    expect(links.check(ID, String(Number(exp) + 1), sig, NOW)).toBe('invalid');
    expect(links.check(ID, exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW)).toBe('invalid');
    expect(createFileLinks(randomBytes(32)).check(ID, exp, sig, NOW)).toBe('invalid');
    for (const [badExp, badSig] of [
      [undefined, sig],
      [exp, undefined],
      ['1e12', sig],
      [[exp], sig],
      ['-1', sig],
    ] as const)
      expect(links.check(ID, badExp, badSig, NOW)).toBe('invalid');
  });

  it('refuses a genuine-looking expiry further away than it ever signs', () => {
    const later = NOW + 10 * FILE_LINK_STEP_SECONDS * 1000;
    const { exp, sig } = parts(links.urlOf({ id: ID, kind: 'files' }, later));
    expect(links.check(ID, exp, sig, NOW)).toBe('invalid');
    expect(links.check(ID, exp, sig, later)).toBe('valid');
  });
});

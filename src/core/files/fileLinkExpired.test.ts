import { describe, expect, it } from 'vitest';
import { fileLinkExpired } from './fileLinkExpired';

describe('fileLinkExpired', () => {
  const now = 1_767_225_600_000;
  const at = (exp: number) => `/api/uploads/files/f1?exp=${exp}&sig=abc`;

  it('is true past the expiry and in its last half minute, false before', () => {
    expect(fileLinkExpired(at(now / 1000 + 600), now)).toBe(false);
    expect(fileLinkExpired(at(now / 1000 + 31), now)).toBe(false);
    expect(fileLinkExpired(at(now / 1000 + 30), now)).toBe(true);
    expect(fileLinkExpired(at(now / 1000 - 1), now)).toBe(true);
    expect(fileLinkExpired(`${at(now / 1000 - 1)}&inline=true`, now)).toBe(true);
  });

  it('never expires an address that is not a signed link', () => {
    expect(fileLinkExpired('/api/uploads/files/f1', now)).toBe(false);
    expect(fileLinkExpired('/api/uploads/files/f1?nexp=1', now)).toBe(false);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTranslations } from './translationCache';

describe('loadTranslations (docs/behaviour.md §10: cached per locale, refetched when older than today)', () => {
  beforeEach(() => localStorage.clear());

  it('serves the same day from the cache, refetches the next day', async () => {
    const fetcher = vi.fn(async () => ({ Ҳа: 'Ha' }));
    await loadTranslations('la', fetcher, '2026-11-21');
    await loadTranslations('la', fetcher, '2026-11-21');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await loadTranslations('la', fetcher, '2026-11-22');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refetches at once when the server’s translations revision moved on', async () => {
    const fetcher = vi.fn(async () => ({ Ҳа: 'Ha' }));
    await loadTranslations('la', fetcher, '2026-11-21', '10.10');
    await loadTranslations('la', fetcher, '2026-11-21', '10.10');
    expect(fetcher).toHaveBeenCalledTimes(1);
    fetcher.mockResolvedValueOnce({ Ҳа: 'Xa' });
    expect(await loadTranslations('la', fetcher, '2026-11-21', '10.11')).toEqual({ Ҳа: 'Xa' });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefinitionCache, DEFINITION_TTL_MS } from './createDefinitionCache';

afterEach(() => vi.useRealTimers());

describe('createDefinitionCache', () => {
  it('reads a name once while fresh, again after the TTL or an invalidate, per scope', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async (_db: object, name: string) => ({ name }));
    const cache = createDefinitionCache(read);
    const db = {};
    await Promise.all([cache.load(db, 'appeals'), cache.load(db, 'appeals')]);
    expect(read).toHaveBeenCalledTimes(1);
    await cache.load({}, 'appeals');
    expect(read).toHaveBeenCalledTimes(2);
    cache.invalidate(db);
    await cache.load(db, 'appeals');
    expect(read).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(DEFINITION_TTL_MS + 1);
    await cache.load(db, 'appeals');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps neither an unknown name nor a failed read', async () => {
    let fail = true;
    const read = vi.fn(async (_db: object, name: string) => {
      if (fail) throw new Error('down');
      return name === 'nope' ? null : { name };
    });
    const cache = createDefinitionCache(read);
    const db = {};
    await expect(cache.load(db, 'appeals')).rejects.toThrow('down');
    fail = false;
    expect(await cache.load(db, 'appeals')).toEqual({ name: 'appeals' });
    expect(await cache.load(db, 'nope')).toBeNull();
    expect(await cache.load(db, 'nope')).toBeNull();
    expect(read).toHaveBeenCalledTimes(4);
  });
});

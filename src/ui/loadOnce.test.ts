import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('starts one download for any number of callers and then gives its value at once', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(get.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b]).toEqual(['chunk', 'chunk']);
    expect(get.loaded()).toBe('chunk');
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(get.loaded()).toBeUndefined();
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

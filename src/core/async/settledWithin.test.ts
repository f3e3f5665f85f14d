import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settledWithin';

describe('settledWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when the promise resolves or rejects, before the time is up', async () => {
    await expect(settledWithin(Promise.resolve('in'), 60_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('offline')), 60_000)).resolves.toBeUndefined();
  });

  it('resolves after the time is up when the promise never settles', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settledWithin(new Promise(() => undefined), 3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './apiClient';
import { keepPrefetched, peekPrefetched, prefetch, PREFETCH_TTL_MS, takeArrived, takePrefetched } from './prefetch';

function fakeApi() {
  const calls: string[] = [];
  const api = {
    request: vi.fn(async (path: string) => {
      calls.push(path);
      return { data: path };
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

afterEach(() => vi.useRealTimers());

describe('prefetch', () => {
  it('asks once however often a path is prefetched, and hands the answer to the load that takes it', async () => {
    const { api, calls } = fakeApi();
    const first = prefetch(api, 'tables/appeals?level=1');
    expect(prefetch(api, 'tables/appeals?level=1')).toBe(first);
    expect(calls).toEqual(['tables/appeals?level=1']);
    expect(peekPrefetched(api, 'tables/appeals?level=1')).toBe(first);
    expect(await takePrefetched(api, 'tables/appeals?level=1')).toEqual({ data: 'tables/appeals?level=1' });
  });

  it('hands an answer out once: a retry or a refresh asks the server again', () => {
    const { api } = fakeApi();
    void prefetch(api, 'forms/appeals');
    expect(takePrefetched(api, 'forms/appeals')).not.toBeNull();
    expect(takePrefetched(api, 'forms/appeals')).toBeNull();
    expect(takePrefetched(api, 'forms/other')).toBeNull();
  });

  it("keeps answers of one API client apart from another page runtime's", () => {
    const one = fakeApi();
    const two = fakeApi();
    void prefetch(one.api, 'user-info');
    expect(takePrefetched(two.api, 'user-info')).toBeNull();
    expect(takePrefetched(one.api, 'user-info')).not.toBeNull();
  });

  it('drops an answer nobody took within the time limit', () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi();
    void prefetch(api, 'user-info');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched(api, 'user-info')).toBeNull();
    void prefetch(api, 'user-info');
    expect(calls).toEqual(['user-info', 'user-info']);
  });

  it('passes a failure to the load that takes it, and reports none while nobody has', async () => {
    const api = { request: vi.fn(() => Promise.reject(new Error('HTTP 403'))) } as unknown as ApiClient;
    void prefetch(api, 'tables/secret?level=1');
    await expect(takePrefetched(api, 'tables/secret?level=1')).rejects.toThrow('HTTP 403');
  });

  it('hands over an answer without waiting only once it has arrived, and only once', async () => {
    const { api } = fakeApi();
    const answer = prefetch(api, 'tables/appeals?level=1');
    expect(takeArrived(api, 'tables/appeals?level=1')).toBeNull();
    await answer;
    expect(takeArrived(api, 'tables/appeals?level=1')).toEqual({ value: { data: 'tables/appeals?level=1' } });
    expect(takeArrived(api, 'tables/appeals?level=1')).toBeNull();
    expect(takePrefetched(api, 'tables/appeals?level=1')).toBeNull();
  });

  it('hands over no failure without waiting: the load asks and shows it', async () => {
    const api = { request: vi.fn(() => Promise.reject(new Error('HTTP 403'))) } as unknown as ApiClient;
    const answer = prefetch(api, 'tables/secret?level=1');
    await answer.catch(() => undefined);
    expect(takeArrived(api, 'tables/secret?level=1')).toBeNull();
    await expect(takePrefetched(api, 'tables/secret?level=1')).rejects.toThrow('HTTP 403');
  });

  it('hands over no arrived answer older than the time limit', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi();
    await prefetch(api, 'user-info');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takeArrived(api, 'user-info')).toBeNull();
  });

  it("keeps an answer another call carried as that path's prefetch: nothing is asked for it", async () => {
    const { api, calls } = fakeApi();
    const page = { data: { rows: [{ id: 1 }] } };
    keepPrefetched(api, 'tables/appeals/data?level=1&page=1', Promise.resolve(page));
    expect(prefetch(api, 'tables/appeals/data?level=1&page=1')).toBe(peekPrefetched(api, 'tables/appeals/data?level=1&page=1'));
    await Promise.resolve();
    expect(takeArrived(api, 'tables/appeals/data?level=1&page=1')).toEqual({ value: page });
    expect(calls).toEqual([]);
  });
});

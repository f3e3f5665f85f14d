import { describe, expect, it, vi } from 'vitest';
import type { User } from '../api/contract';
import { endSession } from '../auth/endSession';
import { createRuntime } from '../runtime/platonRuntime';
import { loadMenus, primeMenus } from './loadMenus';
import { prefetchMenus } from './prefetchMenus';
import { testMenuItem } from './testMenuItem';

function runtimeWith(get: (path: string) => Promise<unknown>) {
  const runtime = createRuntime();
  runtime.api = { ...runtime.api, get: vi.fn(get) as typeof runtime.api.get };
  return runtime;
}
const asUser = (id: number) => ({ id, username: `u${id}` }) as User;

describe('loadMenus', () => {
  it('calls GET menus once per page and user, however many parts ask', async () => {
    const tree = [testMenuItem(1, '/tables/a')];
    const runtime = runtimeWith(async () => ({ data: tree }));
    runtime.store.setState({ user: asUser(1) });
    const [a, b] = await Promise.all([loadMenus(runtime), loadMenus(runtime)]);
    expect(a).toBe(tree);
    expect(b).toBe(tree);
    expect(runtime.api.get).toHaveBeenCalledTimes(1);
    expect(runtime.api.get).toHaveBeenCalledWith('menus');

    runtime.store.setState({ user: asUser(2) });
    await loadMenus(runtime);
    expect(runtime.api.get).toHaveBeenCalledTimes(2);
    await loadMenus(runtime, { refresh: true });
    expect(runtime.api.get).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    let fail = true;
    const runtime = runtimeWith(async () => {
      if (fail) throw new Error('offline');
      return { data: [] };
    });
    await expect(loadMenus(runtime)).rejects.toThrow('offline');
    fail = false;
    await expect(loadMenus(runtime)).resolves.toEqual([]);
    expect(runtime.api.get).toHaveBeenCalledTimes(2);
  });

  it('serves a primed tree without a call', async () => {
    const runtime = runtimeWith(async () => ({ data: [] }));
    const tree = [testMenuItem(5, null)];
    primeMenus(runtime, tree);
    expect(await loadMenus(runtime)).toBe(tree);
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('takes the call <platon-app> started as it connected, once, and only for the session it was asked with', async () => {
    const tree = [testMenuItem(1, '/tables/a')];
    const runtime = runtimeWith(async () => ({ data: [] }));
    runtime.api = { ...runtime.api, request: vi.fn(async () => ({ data: tree })) as typeof runtime.api.request };
    runtime.store.setState({ token: 'token-a' });
    prefetchMenus(runtime);
    expect(runtime.api.request).toHaveBeenCalledWith('menus');
    runtime.store.setState({ user: asUser(1) });
    expect(await loadMenus(runtime)).toBe(tree);
    expect(runtime.api.get).not.toHaveBeenCalled();
    // Taken once: a refresh asks again.
    await loadMenus(runtime, { refresh: true });
    expect(runtime.api.get).toHaveBeenCalledTimes(1);

    // Signed out, then in as someone else before the sidebar asked: the tree of the first session is not theirs.
    const other = runtimeWith(async () => ({ data: [] }));
    other.api = { ...other.api, request: vi.fn(async () => ({ data: tree })) as typeof other.api.request };
    other.store.setState({ token: 'token-a' });
    prefetchMenus(other);
    endSession(other.store);
    other.store.setState({ token: 'token-b', user: asUser(2) });
    expect(await loadMenus(other)).toEqual([]);
    expect(other.api.get).toHaveBeenCalledWith('menus');
  });
});

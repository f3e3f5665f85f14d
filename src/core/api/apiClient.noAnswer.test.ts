import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/platonConfig';
import { createSessionStore } from '../session/sessionStore';
import { createApiClient } from './apiClient';

afterEach(() => vi.restoreAllMocks());

function client() {
  const store = createSessionStore();
  store.setState({ config: { ...DEFAULT_CONFIG, apiBase: 'https://platon.test/api/' } });
  const onNoAnswer = vi.fn();
  return { api: createApiClient(store, { onSessionExpired: vi.fn(), onNoAnswer }), onNoAnswer };
}

describe('calls that get no answer', () => {
  it('report a failed fetch (the server down, or refusing this origin)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { api, onNoAnswer } = client();
    await expect(api.request('tables/regions')).rejects.toMatchObject({ status: 0 });
    expect(onNoAnswer).toHaveBeenCalledWith('https://platon.test/api/');
  });

  it('do not report a call the page cancelled itself (a table renamed while it loads)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
        ),
    );
    const { api, onNoAnswer } = client();
    const controller = new AbortController();
    const call = api.request('tables/regions', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(onNoAnswer).not.toHaveBeenCalled();
  });
});

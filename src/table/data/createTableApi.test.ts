import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../core/api/apiClient';
import { prefetch } from '../../core/api/prefetch';
import { createTableApi } from './createTableApi';

/** An API client whose answers the test releases by hand, recording each call as it is sent. */
function heldApi() {
  const sent: string[] = [];
  const release = new Map<string, (value: unknown) => void>();
  const api = {
    request: (path: string) => {
      sent.push(path);
      return new Promise((resolve) => release.set(path, resolve));
    },
  } as unknown as ApiClient;
  return { api, sent, answer: (path: string, data: unknown) => release.get(path)?.({ data }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTableApi', () => {
  it('takes the definition a prefetch already asked for instead of asking again', async () => {
    const { api, sent, answer } = heldApi();
    void prefetch(api, 'tables/appeals?level=1');
    const calls = createTableApi(api, false);
    const definition = calls.definition('appeals', 1);
    answer('tables/appeals?level=1', { props: { title: 'Appeals' } });
    expect(await definition).toEqual({ props: { title: 'Appeals' } });
    expect(sent).toEqual(['tables/appeals?level=1']);
    // A second load (the error view's retry) asks the server.
    void calls.definition('appeals', 1);
    expect(sent).toEqual(['tables/appeals?level=1', 'tables/appeals?level=1']);
  });

  it('asks for the count only once the rows asked before it have arrived', async () => {
    const { api, sent, answer } = heldApi();
    const calls = createTableApi(api, true);
    const rows = calls.page('regions', { level: 1, page: 1, size: 20 });
    const totals = calls.totals('regions', { level: 1 });
    await settle();
    expect(sent).toEqual(['public/tables/regions/data?level=1&page=1&size=20']);
    answer('public/tables/regions/data?level=1&page=1&size=20', { rows: [{ id: 1 }] });
    expect(await rows).toEqual({ rows: [{ id: 1 }] });
    await settle();
    expect(sent).toEqual(['public/tables/regions/data?level=1&page=1&size=20', 'public/tables/regions/totals?level=1']);
    answer('public/tables/regions/totals?level=1', { total: 1, footers: {} });
    expect(await totals).toEqual({ total: 1, footers: {} });
  });

  it('sends the count at once when no rows are on their way, and gives up a count no longer waited for', async () => {
    const { api, sent } = heldApi();
    const calls = createTableApi(api, false);
    void calls.totals('appeals', { level: 1 });
    await settle();
    expect(sent).toEqual(['tables/appeals/totals?level=1']);
    void calls.page('appeals', { level: 1, page: 2, size: 20 });
    const controller = new AbortController();
    const totals = calls.totals('appeals', { level: 1 }, controller.signal);
    controller.abort();
    await expect(totals).rejects.toThrow();
    await settle();
    expect(sent).toEqual(['tables/appeals/totals?level=1', 'tables/appeals/data?level=1&page=2&size=20']);
  });
});

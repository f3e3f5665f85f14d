import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { settle } from '../src/ui/testing/mountInShadow';
import { appealDefinition, appealRows } from '../src/table/view/testing/tableFixtures';
import { definePlatonTable } from './platonTable';

describe('<platon-table> (SPEC §2.8)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  // Start-up already done: the element renders at once.
  runtime.ready = Promise.resolve();
  const requests: string[] = [];
  runtime.api.request = (async (path: string) => {
    requests.push(path);
    if (path.includes('/data?')) return { data: { rows: appealRows(3), page: 1, size: 10, hasMore: false } };
    if (path.includes('/totals?')) return { data: { total: 3, footers: {} } };
    return { data: appealDefinition({ title: 'Янгиликлар', isPublic: true }) };
  }) as ApiClient['request'];
  definePlatonTable();

  let element: HTMLElement | undefined;
  afterEach(() => {
    element?.remove();
    requests.length = 0;
  });

  it('shows the public table its name attribute names, asking under public/ with its level', async () => {
    element = document.createElement('platon-table');
    element.setAttribute('name', 'news');
    element.setAttribute('level', '2');
    element.setAttribute('public', '');
    document.body.append(element);
    await vi.waitFor(() => expect(element!.shadowRoot!.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(3), { timeout: 3000 });
    expect(element.shadowRoot!.querySelector('h2')!.textContent).toBe('Янгиликлар');
    expect(requests[0]).toBe('public/tables/news?level=2');
    expect(requests.slice(1).every((path) => path.startsWith('public/tables/news/') && path.includes('level=2'))).toBe(true);
  });

  it('shows an error and logs when the name attribute is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      element = document.createElement('platon-table');
      element.setAttribute('public', '');
      document.body.append(element);
      await vi.waitFor(() => expect(element!.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe('Жадвал номи кўрсатилмаган'), { timeout: 3000 });
      expect(errors.mock.calls.some((call) => call[0] === 'platon-table: the name attribute is required')).toBe(true);
      expect(requests).toEqual([]);
      await settle();
    } finally {
      errors.mockRestore();
    }
  });
});

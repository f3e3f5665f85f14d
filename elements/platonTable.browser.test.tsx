import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { settle } from '../src/ui/testing/mountInShadow';
import { appealDefinition, appealRows } from '../src/table/view/testing/tableFixtures';
import { definePlatonTable } from './platonTable';

describe('<platon-table> (docs/behaviour.md §4)', () => {
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
    // The definition, asked with the address's query (`first`) for the first page to come with it.
    expect(requests[0]).toMatch(/^public\/tables\/news\?level=2&first=/);
    expect(requests.slice(1).every((path) => path.startsWith('public/tables/news/') && path.includes('level=2'))).toBe(true);
  });

  it('fires platon-table-loaded, -row-click and -selection-change, each followed by its old name for one release', async () => {
    const heard: { type: string; detail: unknown }[] = [];
    const names = [
      'platon-table-loaded',
      'platon-data-loaded',
      'platon-table-row-click',
      'platon-row-click',
      'platon-table-selection-change',
      'platon-selection-change',
    ];
    const listen = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });
    // Composed and bubbling: the host page hears them on any ancestor.
    for (const name of names) document.body.addEventListener(name, listen);
    try {
      element = document.createElement('platon-table');
      element.setAttribute('name', 'news');
      // HTML's convention: presence is what counts.
      element.setAttribute('public', 'false');
      document.body.append(element);
      const rows = () => element!.shadowRoot!.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]');
      await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-table-loaded', 'platon-data-loaded']), {
        timeout: 3000,
      });
      expect(requests[0]).toMatch(/^public\/tables\/news\?level=1&first=/);
      const loaded = heard[0].detail as { rows: { id: number }[]; page: number; total: number };
      expect({ ids: loaded.rows.map((row) => row.id), page: loaded.page, total: loaded.total }).toEqual({
        ids: [1, 2, 3],
        page: 1,
        total: 3,
      });
      expect(heard[1].detail).toBe(heard[0].detail);
      heard.length = 0;
      rows()[1].cells[2].click();
      await settle();
      expect(heard.map((event) => event.type)).toEqual([
        'platon-table-row-click',
        'platon-row-click',
        'platon-table-selection-change',
        'platon-selection-change',
      ]);
      const click = heard[0].detail as { row: { id: number }; index: number };
      expect({ id: click.row.id, index: click.index }).toEqual({ id: 2, index: 1 });
      expect((heard[2].detail as { rows: { id: number }[] }).rows.map((row) => row.id)).toEqual([2]);
      expect(heard[3].detail).toBe(heard[2].detail);
    } finally {
      for (const name of names) document.body.removeEventListener(name, listen);
    }
  });

  it('shows an error and logs when the name attribute is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      element = document.createElement('platon-table');
      element.setAttribute('public', '');
      document.body.append(element);
      await vi.waitFor(() => expect(element!.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe('Жадвал номи кўрсатилмаган'), {
        timeout: 3000,
      });
      expect(errors.mock.calls.some((call) => call[0] === 'platon-table: the name attribute is required')).toBe(true);
      expect(requests).toEqual([]);
      await settle();
    } finally {
      errors.mockRestore();
    }
  });
});

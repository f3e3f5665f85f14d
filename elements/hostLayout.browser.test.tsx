import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import type { TableColumnMeta } from '../src/core/api/tableMetaContract';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { appealForm } from '../src/form/controls/testing/formFixtures';
import { appealDefinition } from '../src/table/view/testing/tableFixtures';
import { definePlatonForm } from './platonForm';
import { definePlatonTable } from './platonTable';

// Twenty columns of long values: the grid's natural width is far past any host column (the issue saw 3108 px).
const WIDE_COLUMNS: TableColumnMeta[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Устун ${i + 1}`, dataField: `c${i}` }));
const wideRows = (count: number) =>
  Array.from({ length: count }, (_, row) => Object.fromEntries(WIDE_COLUMNS.map((_, i) => [`c${i}`, `Қиймат-${row}-${i}-узун-матн`])));

describe('elements inside grid and flex hosts (issue 12)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  runtime.ready = Promise.resolve();
  runtime.api.request = (async (path: string) => {
    if (path.startsWith('public/forms/')) return { data: appealForm({ name: 'feedback', title: 'Мурожаат юбориш', isPublic: true }) };
    if (path.includes('/data?')) return { data: { rows: wideRows(10), page: 1, size: 10, hasMore: true } };
    if (path.includes('/totals?')) return { data: { total: 250, footers: {} } };
    return { data: { ...appealDefinition({ isPublic: true }), columns: WIDE_COLUMNS } };
  }) as ApiClient['request'];
  definePlatonTable();
  definePlatonForm();

  let host: HTMLElement | undefined;
  afterEach(() => host?.remove());

  /** A 1000 px host whose second column (or flex item) is 800 px, holding `tag`. */
  function mount(layout: 'grid' | 'flex', tag: 'platon-table' | 'platon-form'): HTMLElement {
    host = document.createElement('div');
    host.style.cssText =
      layout === 'grid' ? 'display: grid; grid-template-columns: 200px 1fr; width: 1000px' : 'display: flex; width: 1000px';
    const aside = document.createElement('aside');
    aside.style.cssText = 'width: 200px; flex: none';
    const element = document.createElement(tag);
    element.setAttribute('name', tag === 'platon-table' ? 'appeals' : 'feedback');
    element.setAttribute('public', '');
    if (layout === 'flex') element.style.flex = '1';
    host.append(aside, element);
    document.body.append(host);
    return element;
  }

  for (const layout of ['grid', 'flex'] as const) {
    it(`keeps <platon-table> and its pager within an 800 px ${layout} column`, async () => {
      const element = mount(layout, 'platon-table');
      const pager = () => element.shadowRoot!.querySelector<HTMLElement>('.pl-pager');
      await vi.waitFor(() => expect(pager()?.textContent).toContain('250'), { timeout: 3000 });
      expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(800);
      const right = host!.getBoundingClientRect().right;
      expect(pager()!.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      const next = element.shadowRoot!.querySelector<HTMLElement>('[aria-label="Кейинги саҳифа"]')!;
      expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      // The grid scrolls inside its own box instead.
      const scroll = element.shadowRoot!.querySelector<HTMLElement>('.pl-table__scroll')!;
      expect(scroll.getBoundingClientRect().width).toBeLessThanOrEqual(800);
      expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    });

    it(`keeps <platon-form> within an 800 px ${layout} column`, async () => {
      const element = mount(layout, 'platon-form');
      await vi.waitFor(() => expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe('Мурожаат юбориш'), { timeout: 3000 });
      expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(800);
      const right = host!.getBoundingClientRect().right;
      for (const input of element.shadowRoot!.querySelectorAll<HTMLElement>('input, .pl-button')) {
        expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      }
    });
  }
});

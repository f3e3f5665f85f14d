import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableDefinition } from '../core/api/tableContract';
import { byText } from '../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import type { AddressQuery } from '../core/table/initialFilterValues';
import { signedInRuntime } from './view/testing/signedInRuntime';
import { TableElement } from './TableElement';
import { testFilter } from './filters/testing/filterFixtures';
import { fakeTableApi, type FakeTableApi } from './view/testing/fakeTableApi';
import { appealDefinition, appealRows } from './view/testing/tableFixtures';

const STATUSES = [
  { id: 1, name: 'Янги' },
  { id: 2, name: 'Кўриб чиқилмоқда' },
  { id: 3, name: 'Ҳал этилган' },
];

/**
 * The table's state in the address (issue 13): a table page inside <platon-app> gets the route's query and
 * a writer; these tests stand in for the router with a history of queries, as back and forward walk it.
 */
describe('TableElement and the address', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  function definition(): TableDefinition {
    return appealDefinition(
      { defaultSort: 'id', defaultOrder: 1 },
      { filters: [testFilter('status_id', 'select', { label: 'Ҳолат', data: STATUSES }), testFilter('name', 'input', { label: 'Исм' })] },
    );
  }

  async function mount(first: AddressQuery, options: { writes?: boolean } = {}) {
    const rows = appealRows(60).map((row, i) => ({ ...row, status_id: (i % 3) + 1 }));
    const api: FakeTableApi = fakeTableApi(definition(), rows);
    const runtime = signedInRuntime();
    const history: AddressQuery[] = [first];
    const written: Record<string, string>[] = [];
    let current = first;
    const render = (query: AddressQuery) => {
      current = query;
      return mounted!.render(
        <TableElement
          runtime={runtime}
          name="appeals"
          isPublic={false}
          tableApi={api}
          query={query}
          onAddressChange={
            options.writes === false
              ? undefined
              : (next) => {
                  written.push(next);
                  history.push(next);
                  void render(next);
                }
          }
        />,
      );
    };
    mounted = await mountInShadow(<div />);
    await render(first);
    await settle(20);
    return {
      shadow: mounted.shadow,
      api,
      written,
      current: () => current,
      /** A link or back/forward: the router hands the table a new query. */
      async go(query: AddressQuery) {
        await render(query);
        await settle(20);
      },
      history,
    };
  }

  const pages = (api: FakeTableApi) => api.calls.filter((call) => call.kind === 'page').map((call) => call.query);
  const selectText = (shadow: ShadowRoot) => shadow.querySelector('.pl-filters [role="combobox"], .pl-filters button')?.textContent ?? '';

  it('re-applies the presets of a menu link to the same table, clearing the old ones, and asks again', async () => {
    const table = await mount({ status_id: '2', _mid: '6' });
    expect(pages(table.api).at(-1)).toMatchObject({ page: 1, filters: { status_id: 2 } });
    expect(selectText(table.shadow)).toContain('Кўриб чиқилмоқда');

    await table.go({ status_id: '3', _mid: '7' });
    expect(pages(table.api).at(-1)).toMatchObject({ page: 1, filters: { status_id: 3 } });
    expect(selectText(table.shadow)).toContain('Ҳал этилган');

    await table.go({ _mid: '5' });
    expect(pages(table.api).at(-1)).toMatchObject({ filters: {} });
    expect(selectText(table.shadow)).toContain('Танланг');
  });

  it('writes the sort and the page to the address, keeping _mid, and back restores them with a new request', async () => {
    const table = await mount({ status_id: '2', _mid: '6' });
    [...table.shadow.querySelectorAll<HTMLButtonElement>('thead button.pl-table__sort')]
      .find((button) => button.textContent!.startsWith('Исм'))!
      .click();
    await settle(20);
    expect(table.written.at(-1)).toEqual({ _mid: '6', status_id: '2', sort: 'name', order: 'asc' });
    byText<HTMLButtonElement>(table.shadow, '.pl-pager button', '2')!.click();
    await settle(20);
    expect(table.written.at(-1)).toEqual({ _mid: '6', status_id: '2', sort: 'name', order: 'asc', page: '2' });
    expect(pages(table.api).at(-1)).toMatchObject({ page: 2, sort: 'name', order: 1, filters: { status_id: 2 } });

    const before = pages(table.api).length;
    // Back, twice: the sorted first page, then the page as the menu opened it.
    await table.go(table.history[1]);
    expect(pages(table.api).at(-1)).toMatchObject({ page: 1, sort: 'name', order: 1 });
    await table.go(table.history[0]);
    expect(pages(table.api).at(-1)).toMatchObject({ page: 1, sort: 'id', order: 1, filters: { status_id: 2 } });
    expect(table.shadow.querySelector('thead th[aria-sort]')!.textContent).toContain('Рақам');
    // Forward again to page 2.
    await table.go(table.history[2]);
    expect(pages(table.api).at(-1)).toMatchObject({ page: 2, sort: 'name' });
    expect(pages(table.api).length).toBe(before + 3);
  });

  it('opens a shared address as it was written: filters, sort and page', async () => {
    const table = await mount({ name: 'чи 3', sort: 'amount', order: 'desc', page: '2', size: '20' });
    expect(pages(table.api)).toHaveLength(1);
    expect(pages(table.api)[0]).toEqual({ level: 1, page: 2, size: 20, sort: 'amount', order: -1, filters: { name: 'чи 3' } });
    expect(table.shadow.querySelector<HTMLInputElement>('.pl-filters input')!.value).toBe('чи 3');
  });

  it('ignores values that are not valid for the table instead of failing', async () => {
    const errors = vi.spyOn(console, 'error');
    const table = await mount({ status_id: 'a,b,,', page: '-3', size: '7', sort: 'nope', order: 'sideways' });
    expect(pages(table.api)[0]).toEqual({ level: 1, page: 1, size: 10, sort: 'id', order: 1, filters: {} });
    expect(table.shadow.querySelectorAll('tbody tr[data-row-index]').length).toBeGreaterThan(0);
    await table.go({ page: 'x' });
    expect(pages(table.api).at(-1)).toMatchObject({ page: 1, filters: {} });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaves the address alone without a writer (a <platon-table> on a host page)', async () => {
    const before = location.href;
    const table = await mount({ status_id: '2' }, { writes: false });
    byText<HTMLButtonElement>(table.shadow, '.pl-pager button', '2')!.click();
    await settle(20);
    expect(pages(table.api).at(-1)).toMatchObject({ page: 2, filters: { status_id: 2 } });
    expect(location.href).toBe(before);
  });
});

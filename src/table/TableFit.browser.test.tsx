import { setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TableFilterMeta } from '../core/api/tableContract';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { DISTRICTS, REGIONS, testFilter } from './filters/testing/filterFixtures';
import { TableElement } from './TableElement';
import { fakeTableApi, type FakeTableApi } from './view/testing/fakeTableApi';
import { signedInRuntime } from './view/testing/signedInRuntime';
import { appealDefinition, appealRows } from './view/testing/tableFixtures';

/** The demo appeals registry's nine filters: two texts, four selects, a date and an amount range, a checkbox. */
const REGISTRY_FILTERS: TableFilterMeta[] = [
  testFilter('number', 'input', { label: 'Рақами' }),
  testFilter('name', 'input', { label: 'Мурожаатчи' }),
  testFilter('region', 'select', { label: 'Ҳудуд', data: REGIONS }),
  testFilter('district', 'select', { label: 'Туман', data: DISTRICTS, relatedSelect: 'region' }),
  testFilter('status', 'select', { label: 'Ҳолат', data: [{ id: 1, name: 'Янги' }] }),
  testFilter('category', 'multiselect', { label: 'Тоифа', data: [{ id: 1, name: 'Солиқ' }] }),
  testFilter('created', 'date', { label: 'Сана' }),
  testFilter('amount', 'number', { label: 'Сумма' }),
  testFilter('urgent', 'checkbox', { label: 'Шошилинч' }),
];

describe('the table fills the screen (issue 43)', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    localStorage.clear();
    await setViewport({ width: 1400, height: 900 });
  });

  async function mount(filters: TableFilterMeta[], query = {}, api?: FakeTableApi) {
    const definition = appealDefinition({ pageSize: 50 }, { filters });
    const calls = api ?? fakeTableApi(definition, appealRows(120));
    mounted = await mountInShadow(
      <TableElement runtime={signedInRuntime()} name="appeals" isPublic={false} tableApi={calls} query={query} />,
    );
    await settle(40);
    const shadow = mounted.shadow;
    return {
      shadow,
      api: calls,
      toggle: () => shadow.querySelector<HTMLButtonElement>('button.pl-filters-toggle')!,
      bar: () => shadow.querySelector<HTMLElement>('[role="search"]')!,
      chips: () => [...shadow.querySelectorAll<HTMLElement>('.pl-chip')].map((chip) => chip.querySelector('.pl-chip__text')!.textContent),
    };
  }

  it('ends right under the pager: no empty band below it, and the page does not scroll', async () => {
    await setViewport({ width: 1366, height: 850 });
    const table = await mount([]);
    const pager = table.shadow.querySelector('.pl-pager')!.getBoundingClientRect();
    // The body's bottom margin (8 px) is all that is left under the pager.
    expect(innerHeight - pager.bottom).toBeLessThanOrEqual(12);
    expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(innerHeight);
  });

  it('starts with nine filters folded at 1366x850, and at least ten rows show', async () => {
    await setViewport({ width: 1366, height: 850 });
    const table = await mount(REGISTRY_FILTERS);
    expect(table.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(table.bar().checkVisibility()).toBe(false);
    const scroller = table.shadow.querySelector('.pl-table__scroll')!.getBoundingClientRect();
    const shown = [...table.shadow.querySelectorAll<HTMLElement>('tbody tr[data-row-index]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= scroller.top && box.bottom <= Math.min(scroller.bottom, innerHeight);
    });
    expect(shown.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps two short filters open, and remembers a choice per table over the rule', async () => {
    await setViewport({ width: 1366, height: 850 });
    const short = await mount(REGISTRY_FILTERS.slice(0, 2));
    expect(short.toggle().getAttribute('aria-expanded')).toBe('true');
    await mounted!.unmount();

    const tall = await mount(REGISTRY_FILTERS);
    tall.toggle().click();
    await settle();
    expect(tall.bar().checkVisibility()).toBe(true);
    await mounted!.unmount();
    const again = await mount(REGISTRY_FILTERS);
    expect(again.toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the applied filters as chips while folded; removing one clears it and reloads', async () => {
    await setViewport({ width: 1366, height: 850 });
    const table = await mount(REGISTRY_FILTERS, {
      name: 'чи 1',
      region: '3',
      'created.from': '2025-03-01',
      'created.to': '2025-03-31',
      urgent: 'true',
    });
    expect(table.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(table.chips()).toEqual(['Мурожаатчи: чи 1', 'Ҳудуд: Андижон', 'Сана: 01.03.2025 – 31.03.2025', 'Шошилинч: Ҳа']);
    const list = table.shadow.querySelector('ul.pl-filter-chips')!;
    expect(list.getAttribute('aria-label')).toBe('Қўлланган фильтрлар');

    const remove = table.shadow.querySelector<HTMLButtonElement>('button[aria-label="Фильтрни олиб ташлаш: Ҳудуд"]')!;
    expect(remove).not.toBeNull();
    const before = table.api.calls.length;
    remove.click();
    await settle(40);
    expect(table.chips()).toEqual(['Мурожаатчи: чи 1', 'Сана: 01.03.2025 – 31.03.2025', 'Шошилинч: Ҳа']);
    const pages = table.api.calls.slice(before).filter((call) => call.kind === 'page');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.at(-1)!.query!.filters).not.toHaveProperty('region');
    expect(pages.at(-1)!.query!.filters).toHaveProperty('name', 'чи 1');

    // Open, the bar shows the filters themselves and no chips.
    table.toggle().click();
    await settle();
    expect(table.chips()).toEqual([]);
  });

  it('keeps a date range on one line at 1366 px, as the amount range, and stacks it in a narrow filter', async () => {
    await setViewport({ width: 1366, height: 850 });
    const table = await mount(REGISTRY_FILTERS.slice(0, 8));
    table.toggle().click();
    await settle();
    const endsOf = (field: string) =>
      [...table.shadow.querySelectorAll<HTMLInputElement>(`.pl-filter[data-field="${field}"] input`)].map((input) =>
        input.getBoundingClientRect(),
      );
    const [from, to] = endsOf('created');
    expect(Math.abs(from.top - to.top)).toBeLessThan(2);
    expect(to.left).toBeGreaterThan(from.right);
    // Whole DD.MM.YYYY dates fit in each end.
    const input = table.shadow.querySelector<HTMLInputElement>('.pl-filter[data-field="created"] input')!;
    input.value = '31.12.2025';
    expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    const [low, high] = endsOf('amount');
    expect(Math.abs(low.top - high.top)).toBeLessThan(2);

    await setViewport({ width: 320, height: 800 });
    await settle(40);
    const [narrowFrom, narrowTo] = endsOf('created');
    const field = table.shadow.querySelector('.pl-filter[data-field="created"]')!.getBoundingClientRect();
    expect(narrowFrom.right).toBeLessThanOrEqual(field.right + 1);
    expect(narrowTo.right).toBeLessThanOrEqual(field.right + 1);
  });
});

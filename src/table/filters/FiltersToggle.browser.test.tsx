import { setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { signedInRuntime } from '../view/testing/signedInRuntime';
import { TableElement } from '../TableElement';
import { fakeTableApi } from '../view/testing/fakeTableApi';
import { appealDefinition, appealRows } from '../view/testing/tableFixtures';
import { testFilter } from './testing/filterFixtures';

// Eight filters, as the demo appeals registry has.
const FILTERS = ['number', 'name', 'region', 'district', 'status', 'category', 'created', 'amount'].map((field) =>
  testFilter(field, 'input', { label: field }),
);

describe('folding the filter bar (issue 13)', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    localStorage.clear();
    await setViewport({ width: 1400, height: 900 });
  });

  async function mount(query = {}) {
    const definition = appealDefinition({ pageSize: 50 }, { filters: FILTERS });
    mounted = await mountInShadow(
      <TableElement
        runtime={signedInRuntime()}
        name="appeals"
        isPublic={false}
        tableApi={fakeTableApi(definition, appealRows(60))}
        query={query}
      />,
    );
    await settle(30);
    const shadow = mounted.shadow;
    const toggle = () => [...shadow.querySelectorAll<HTMLButtonElement>('button.pl-filters-toggle')];
    const bar = () => shadow.querySelector<HTMLElement>('[role="search"]')!;
    return { shadow, toggle, bar };
  }

  it('folds and unfolds with a real button that says its state and counts applied filters, and remembers it', async () => {
    await setViewport({ width: 1400, height: 900 });
    const table = await mount({ name: 'чи 1', number: '1' });
    expect(table.toggle()).toHaveLength(1);
    const button = table.toggle()[0];
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toContain('Фильтрлар');
    expect(table.shadow.getElementById(button.getAttribute('aria-controls')!)!.contains(table.bar())).toBe(true);
    expect(table.bar().checkVisibility()).toBe(true);

    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(table.bar().checkVisibility()).toBe(false);
    expect(button.textContent).toContain('Фильтрлар (2)');
    await mounted!.unmount();

    const again = await mount();
    expect(again.toggle()[0].getAttribute('aria-expanded')).toBe('false');
    expect(again.bar().checkVisibility()).toBe(false);
    again.toggle()[0].click();
    await settle();
    expect(again.bar().checkVisibility()).toBe(true);
  });

  it('starts folded on a phone and shows a useful number of rows there', async () => {
    await setViewport({ width: 420, height: 860 });
    const table = await mount();
    expect(table.toggle()[0].getAttribute('aria-expanded')).toBe('false');
    expect(table.bar().checkVisibility()).toBe(false);
    const shown = [...table.shadow.querySelectorAll<HTMLElement>('tbody tr[data-row-index]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
    expect(shown.length).toBeGreaterThanOrEqual(8);
  });
});

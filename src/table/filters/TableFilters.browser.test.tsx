import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterValues, TableFilterMeta } from '../../core/api/tableContract';
import { createRuntime } from '../../core/runtime/platonRuntime';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { TableFilters } from './TableFilters';
import { DISTRICTS, REGIONS, testFilter } from './testing/filterFixtures';

const subject = testFilter('subject', 'input', { label: 'Мавзу', width: 6 });
const region = testFilter('region_id', 'select', { label: 'Ҳудуд', data: REGIONS });
const district = testFilter('district_id', 'select', {
  label: 'Туман',
  data: DISTRICTS,
  isRelatedSelect: true,
  relatedSelect: 'region_id',
  filterBy: 'region_id',
});
const status = testFilter('status_id', 'multiselect', {
  label: 'Ҳолат',
  data: [
    { id: 'new', name: 'Янги' },
    { id: 'done', name: 'Ҳал этилган' },
    { id: 'rejected', name: 'Рад этилган' },
  ],
});
const created = testFilter('created_at', 'date', { label: 'Сана' });
const amount = testFilter('amount', 'number', { label: 'Сумма' });
const urgent = testFilter('urgent', 'checkbox', { label: 'Шошилинч' });
const ALL = [subject, region, district, status, created, amount, urgent];

describe('TableFilters (docs/behaviour.md §4 column filters, §5 controls)', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function mount(filters: TableFilterMeta[], initial: FilterValues = {}, extra: Partial<Parameters<typeof TableFilters>[0]> = {}) {
    const calls: FilterValues[] = [];
    const times: number[] = [];
    const runtime = createRuntime();
    function Harness() {
      const [values, setValues] = useState(initial);
      return (
        <TableFilters
          runtime={runtime}
          filters={filters}
          values={values}
          onChange={(next) => {
            calls.push(next);
            times.push(performance.now());
            setValues(next);
          }}
          {...extra}
        />
      );
    }
    mounted = await mountInShadow(<Harness />);
    // The select and date controls are chunks of their own: until they arrive an inert box holds their place.
    await vi.waitFor(() => expect(mounted.shadow.querySelector('.pl-filter > [aria-hidden="true"].pl-input')).toBeNull());
    return { calls, times };
  }

  const field = (dataField: string) => mounted.shadow.querySelector<HTMLElement>(`.pl-filter[data-field="${dataField}"]`)!;
  const labelText = (ids: string) =>
    ids
      .split(' ')
      .map((id) => mounted.shadow.getElementById(id)?.textContent)
      .join(' ');
  const trigger = (dataField: string) => field(dataField).querySelector<HTMLButtonElement>('.pl-select__trigger')!;
  const listbox = () => mounted.shadow.querySelector<HTMLElement>('[role="listbox"]');
  const optionNames = () => [...mounted.shadow.querySelectorAll('[role="option"]')].map((o) => o.textContent);
  const option = (name: string) => byText(mounted.shadow, '[role="option"]', name)!;

  function setNative(input: HTMLInputElement, value: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('ties every control to its visible label', async () => {
    await mount(ALL);
    const text = field('subject').querySelector('input')!;
    expect(text.labels![0].textContent).toBe('Мавзу');
    expect(labelText(trigger('region_id').getAttribute('aria-labelledby')!)).toBe('Ҳудуд Танланг');
    expect(trigger('region_id').labels![0].textContent).toBe('Ҳудуд');
    const [from, to] = field('created_at').querySelectorAll('input');
    expect(labelText(from.getAttribute('aria-labelledby')!)).toBe('Сана Бошланиши');
    expect(labelText(to.getAttribute('aria-labelledby')!)).toBe('Сана Охири');
    const [min, max] = field('amount').querySelectorAll('input');
    expect(labelText(min.getAttribute('aria-labelledby')!)).toBe('Сумма Бошланиши');
    expect(labelText(max.getAttribute('aria-labelledby')!)).toBe('Сумма Охири');
    const group = field('urgent').querySelector('[role="radiogroup"]')!;
    expect(labelText(group.getAttribute('aria-labelledby')!)).toBe('Шошилинч');
    expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Барчаси', 'Ҳа', 'Йўқ']);
  });

  it('sizes filters by the width rule: 6 of 12 grid columns is half the bar', async () => {
    await mount([subject, testFilter('px', 'input', { width: 240 }), testFilter('pct', 'input', { width: 30 })]);
    const grid = mounted.shadow.querySelector('.pl-filters__grid')!.getBoundingClientRect().width;
    expect(Math.abs(field('subject').getBoundingClientRect().width - grid / 2)).toBeLessThan(1);
    expect(field('px').getBoundingClientRect().width).toBe(240);
    expect(Math.abs(field('pct').getBoundingClientRect().width - grid * 0.3)).toBeLessThan(1);
  });

  it('applies typed text 500 ms after the last key, and at once on Enter', async () => {
    const { calls, times } = await mount([subject, region], { region_id: 2 });
    const input = field('subject').querySelector('input')!;
    let lastInput = 0;
    input.addEventListener('input', () => (lastInput = performance.now()));
    input.focus();
    await sendKeys({ type: 'йўл' });
    await settle(700);
    // One call for the whole word, not one per key, and only once the user paused for 500 ms.
    expect(calls).toEqual([{ region_id: 2, subject: 'йўл' }]);
    expect(times[0] - lastInput).toBeGreaterThanOrEqual(495);

    setNative(input, 'йўл таъмири');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(calls).toEqual([
      { region_id: 2, subject: 'йўл' },
      { region_id: 2, subject: 'йўл таъмири' },
    ]);
    await settle(600);
    expect(calls).toHaveLength(2);
    expect(input.value).toBe('йўл таъмири');
  });

  it('picks a select option by mouse and by keyboard, shows it, and clears it', async () => {
    const { calls } = await mount([region]);
    trigger('region_id').click();
    await settle(50);
    expect(listbox()).toBeTruthy();
    expect(trigger('region_id').getAttribute('aria-expanded')).toBe('true');
    option('Бухоро').click();
    await settle(50);
    expect(calls.at(-1)).toEqual({ region_id: 4 });
    expect(Boolean(listbox())).toBe(false);
    expect(trigger('region_id').textContent).toContain('Бухоро');

    trigger('region_id').focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(50);
    // Opened on the chosen option; the search box (12 options) has the focus.
    expect(mounted.shadow.querySelector('[aria-selected="true"]')!.textContent).toBe('Бухоро');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(calls.at(-1)).toEqual({ region_id: 5 });
    expectFocusOn(trigger('region_id'));

    const clear = field('region_id').querySelector<HTMLButtonElement>('button[aria-label="Қийматни тозалаш"]')!;
    clear.click();
    await settle();
    expect(calls.at(-1)).toEqual({});
    expect(trigger('region_id').textContent).toContain('Танланг');
    expect(Boolean(field('region_id').querySelector('button[aria-label="Қийматни тозалаш"]'))).toBe(false);
  });

  it('offers a search box from 11 options, filters by it and says when nothing matches', async () => {
    await mount([region, status]);
    trigger('status_id').click();
    await settle(50);
    expect(Boolean(mounted.shadow.querySelector('input[aria-label="Қидириш"]'))).toBe(false);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(Boolean(listbox())).toBe(false);
    expectFocusOn(trigger('status_id'));

    trigger('region_id').click();
    await settle(50);
    const search = mounted.shadow.querySelector<HTMLInputElement>('input[aria-label="Қидириш"]')!;
    expectFocusOn(search);
    expect(optionNames()).toHaveLength(12);
    await sendKeys({ type: 'тош' });
    await settle();
    expect(optionNames()).toEqual(['Тошкент шаҳри', 'Тошкент вилояти']);
    await sendKeys({ type: 'xyz' });
    await settle();
    expect(optionNames()).toEqual([]);
    expect(mounted.shadow.querySelector('[role="status"]')!.textContent).toBe('Натижа топилмади');
  });

  it('lets a multiselect take several values and stays open while picking', async () => {
    const { calls } = await mount([status]);
    trigger('status_id').click();
    await settle(50);
    option('Янги').click();
    await settle();
    option('Рад этилган').click();
    await settle();
    expect(calls.at(-1)).toEqual({ status_id: ['new', 'rejected'] });
    expect(listbox()!.getAttribute('aria-multiselectable')).toBe('true');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(calls.at(-1)).toEqual({ status_id: ['rejected'] });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: ' ' });
    await settle();
    expect(calls.at(-1)).toEqual({});
    expect(trigger('status_id').textContent).toContain('Танланг');
  });

  it('keeps a related select disabled until its parent has a value, filters its options, clears it with the parent', async () => {
    const { calls } = await mount([region, district]);
    expect(trigger('district_id').disabled).toBe(true);

    trigger('region_id').click();
    await settle(50);
    option('Тошкент шаҳри').click();
    await settle(50);
    expect(trigger('district_id').disabled).toBe(false);
    trigger('district_id').click();
    await settle(50);
    expect(optionNames()).toEqual(['Чилонзор', 'Юнусобод']);
    option('Юнусобод').click();
    await settle(50);
    expect(calls.at(-1)).toEqual({ region_id: 1, district_id: 102 });

    trigger('region_id').click();
    await settle(50);
    option('Андижон').click();
    await settle(50);
    expect(calls.at(-1)).toEqual({ region_id: 3 });
    expect(trigger('district_id').textContent).toContain('Танланг');
    trigger('district_id').click();
    await settle(50);
    expect(optionNames()).toEqual(['Андижон ш.']);
    await sendKeys({ press: 'Escape' });
    await settle(50);

    field('region_id').querySelector<HTMLButtonElement>('button[aria-label="Қийматни тозалаш"]')!.click();
    await settle();
    expect(calls.at(-1)).toEqual({});
    expect(trigger('district_id').disabled).toBe(true);
  });

  it('types a date range in DD.MM.YYYY, as the form shows dates, and sends YYYY-MM-DD ends, either of which may stay open', async () => {
    const { calls } = await mount([created]);
    const [from, to] = field('created_at').querySelectorAll('input');
    // One date control everywhere (issue 13): a text field in the display format, not the browser's mm/dd/yyyy.
    expect([from.type, to.type]).toEqual(['text', 'text']);
    expect(from.placeholder).toBe('DD.MM.YYYY');
    setNative(from, '01.03.20');
    await settle();
    expect(calls).toEqual([]);
    setNative(from, '01.03.2024');
    await settle();
    expect(calls.at(-1)).toEqual({ created_at: { from: '2024-03-01', to: null } });
    setNative(to, '31.03.2024');
    await settle();
    expect(calls.at(-1)).toEqual({ created_at: { from: '2024-03-01', to: '2024-03-31' } });
    setNative(from, '');
    await settle();
    expect(calls.at(-1)).toEqual({ created_at: { from: null, to: '2024-03-31' } });
    setNative(to, '');
    await settle();
    expect(calls.at(-1)).toEqual({});
  });

  it("picks a filter date in the form's calendar popup, and the other end limits the days", async () => {
    const { calls } = await mount([created], { created_at: { from: '2024-03-10', to: null } });
    const [from, to] = field('created_at').querySelectorAll('input');
    expect(from.value).toBe('10.03.2024');
    field('created_at').querySelectorAll<HTMLButtonElement>('button[aria-label="Календарни очиш"]')[1].click();
    await settle();
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"][aria-label="Сана танлаш"]')!;
    expect(dialog.querySelector('button[data-day="2024-03-09"]')!.getAttribute('aria-disabled')).toBe('true');
    dialog.querySelector<HTMLButtonElement>('button[data-day="2024-03-20"]')!.click();
    await settle();
    expect(calls.at(-1)).toEqual({ created_at: { from: '2024-03-10', to: '2024-03-20' } });
    expect(to.value).toBe('20.03.2024');
    expect(mounted.shadow.querySelector('[role="dialog"]')).toBeNull();
  });

  it('sends a number range after a pause or on Enter; empty ends are null', async () => {
    const { calls } = await mount([amount]);
    const [from, to] = field('amount').querySelectorAll('input');
    from.focus();
    await sendKeys({ type: '1000' });
    await settle(700);
    expect(calls).toEqual([{ amount: { from: 1000, to: null } }]);
    to.focus();
    await sendKeys({ type: '5000,5' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(calls.at(-1)).toEqual({ amount: { from: 1000, to: 5000.5 } });
    setNative(from, '');
    setNative(to, '');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(calls.at(-1)).toEqual({});
  });

  it('has a three-state checkbox filter: any, yes, no', async () => {
    const { calls } = await mount([urgent]);
    const radio = (name: string) => byText<HTMLLabelElement>(field('urgent'), 'label', name)!.querySelector('input')!;
    expect(radio('Барчаси').checked).toBe(true);
    radio('Ҳа').click();
    await settle();
    expect(calls.at(-1)).toEqual({ urgent: true });
    radio('Йўқ').click();
    await settle();
    expect(calls.at(-1)).toEqual({ urgent: false });
    expect(radio('Йўқ').checked).toBe(true);
    radio('Барчаси').click();
    await settle();
    expect(calls.at(-1)).toEqual({});
  });

  it("clears every filter with 'Тозалаш', including text still waiting for its pause", async () => {
    const { calls } = await mount(ALL, { region_id: 1, district_id: 101, urgent: true, subject: 'йўл' });
    const input = field('subject').querySelector('input')!;
    expect(input.value).toBe('йўл');
    // Typed and cleared in one go: the text's debounce is still waiting when the bar is cleared.
    setNative(input, 'йўлак');
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Тозалаш')!.click();
    await settle(700);
    expect(calls).toEqual([{}]);
    expect(field('subject').querySelector('input')!.value).toBe('');
    expect(trigger('region_id').textContent).toContain('Танланг');
    expect(trigger('district_id').disabled).toBe(true);
    expect(byText<HTMLLabelElement>(field('urgent'), 'label', 'Барчаси')!.querySelector('input')!.checked).toBe(true);
  });

  it('shows an admin gear link with an accessible name whose href and click go through the table links, as a column gear does', async () => {
    const followed: string[] = [];
    const link = `/forms/table_filters/${region.id}?_target=modal&table_name=appeals&table_level=1`;
    await mount(
      [subject, region],
      {},
      {
        gearLink: (filter) => (filter.dataField === 'region_id' ? link : null),
        // As the router of an app in hash mode draws them (issue 12: the filter gear lacked the '#').
        links: { hrefOf: (l) => `/host.html#${l}`, follow: (l) => followed.push(l) },
      },
    );
    expect(Boolean(field('subject').querySelector('a'))).toBe(false);
    const gear = field('region_id').querySelector<HTMLAnchorElement>('a')!;
    expect(gear.getAttribute('aria-label')).toBe('Таҳрирлаш: Ҳудуд');
    expect(gear.getAttribute('href')).toBe(`/host.html#${link}`);
    const before = location.href;
    gear.click();
    await settle();
    expect(followed).toEqual([link]);
    expect(location.href).toBe(before);
  });
});

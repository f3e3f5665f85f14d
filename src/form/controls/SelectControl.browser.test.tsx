import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElementMeta, FormOption } from '../../core/api/formMeta';
import { settle } from '../../ui/testing/mountInShadow';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { clickCenter } from './testing/clickCenter';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';

const REGIONS: FormOption[] = [
  { id: 1, name: 'Тошкент' },
  { id: 2, name: 'Самарқанд' },
  { id: 3, name: 'Бухоро' },
];
const DISTRICTS: FormOption[] = [
  { id: 11, name: 'Чилонзор', region_id: 1 },
  { id: 12, name: 'Юнусобод', region_id: 1 },
  { id: 21, name: 'Ургут', region_id: 2 },
  { id: 31, name: 'Ғиждувон', region_id: 3 },
];

const trigger = (mounted: MountedForm, field: string) =>
  mounted.shadow.querySelector<HTMLButtonElement>(`[data-field="${field}"] .pl-choice__trigger`)!;
const shownText = (mounted: MountedForm, field: string) => trigger(mounted, field).querySelector('span')!.textContent;
const options = (mounted: MountedForm) =>
  [...mounted.shadow.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.textContent);
const option = (mounted: MountedForm, text: string) => byText(mounted.shadow, '[role="option"]', text)!;
const chips = (mounted: MountedForm, field: string) =>
  [...mounted.shadow.querySelectorAll(`[data-field="${field}"] .pl-choice__chip-text`)].map((chip) => chip.textContent);
const searchBox = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLInputElement>('.pl-listbox__search');

async function openList(mounted: MountedForm, field: string) {
  await clickCenter(trigger(mounted, field));
  await vi.waitFor(() => expect(mounted.shadow.querySelector('[role="listbox"]')).toBeTruthy());
}

runControlContract({
  element: { id: 1, type: 'select', dataField: 'region', label: 'Вилоят', data: REGIONS },
  sample: 2,
  shownSample: 'Самарқанд',
  shown: (mounted) => shownText(mounted, 'region'),
  enter: async (mounted) => {
    await openList(mounted, 'region');
    await clickCenter(option(mounted, 'Бухоро'));
  },
  entered: 3,
});

runControlContract({
  element: { id: 2, type: 'multiselect', dataField: 'regions', label: 'Вилоятлар', data: REGIONS },
  sample: [1, 3],
  shownSample: ['Тошкент', 'Бухоро'],
  shown: (mounted) => chips(mounted, 'regions'),
  enter: async (mounted) => {
    await openList(mounted, 'regions');
    await clickCenter(option(mounted, 'Самарқанд'));
    await clickCenter(option(mounted, 'Тошкент'));
  },
  entered: [2, 1],
});

describe('select control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const many = (count: number): FormOption[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Вариант ${i + 1}` }));
  const select = (extra: Partial<FormElementMeta> = {}): FormElementMeta => ({
    id: 5,
    type: 'select',
    dataField: 'choice',
    label: 'Танлов',
    data: REGIONS,
    ...extra,
  });

  it('shows a search box from 11 options, not at 10, and filters as the user types', async () => {
    mounted = await mountForm([select({ data: many(10) })]);
    await openList(mounted, 'choice');
    expect(Boolean(searchBox(mounted)), 'should be absent').toBe(false);
    expect(options(mounted)).toHaveLength(10);
    await mounted.unmount();

    mounted = await mountForm([select({ data: many(11) })]);
    await openList(mounted, 'choice');
    await vi.waitFor(() => expectFocusOn(searchBox(mounted!)));
    await sendKeys({ type: 'ант 11' });
    await settle();
    expect(options(mounted)).toEqual(['Вариант 11']);
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(mounted.form.getValues('choice')).toBe(11);
    expect(shownText(mounted, 'choice')).toBe('Вариант 11');
    await vi.waitFor(() => expectFocusOn(trigger(mounted!, 'choice')));
  });

  it("says 'Натижа топилмади' when there are no options, or no search results", async () => {
    mounted = await mountForm([select({ data: [] })]);
    await openList(mounted, 'choice');
    expect(mounted.shadow.querySelector('.pl-listbox__empty')?.textContent).toBe('Натижа топилмади');
    await mounted.unmount();

    mounted = await mountForm([select({ data: many(12) })]);
    await openList(mounted, 'choice');
    await vi.waitFor(() => expectFocusOn(searchBox(mounted!)));
    await sendKeys({ type: 'йўқ' });
    await settle();
    expect(options(mounted)).toEqual([]);
    expect(mounted.shadow.querySelector('.pl-listbox__empty')?.textContent).toBe('Натижа топилмади');
  });

  it('offers a clear button unless required or allowClear is false', async () => {
    const clear = (m: MountedForm) => m.shadow.querySelector<HTMLButtonElement>('button[aria-label="Қийматни тозалаш"]');
    mounted = await mountForm([select()], { values: { choice: 1 } });
    expect(clear(mounted)).toBeTruthy();
    await clickCenter(clear(mounted)!);
    expect(mounted.form.getValues('choice')).toBeNull();
    expect(shownText(mounted, 'choice')).toBe('Танланг');
    expect(Boolean(clear(mounted)), 'should be absent').toBe(false);
    expectFocusOn(trigger(mounted, 'choice'));
    await mounted.unmount();

    mounted = await mountForm([select({ isRequired: true })], { values: { choice: 1 } });
    expect(shownText(mounted, 'choice')).toBe('Тошкент');
    expect(Boolean(clear(mounted)), 'should be absent').toBe(false);
    await mounted.unmount();

    mounted = await mountForm([select({ allowClear: false })], { values: { choice: 1 } });
    expect(Boolean(clear(mounted)), 'should be absent').toBe(false);
  });

  it('refuses a pick past selectionCount with the limit message', async () => {
    mounted = await mountForm([select({ type: 'multiselect', selectionCount: 2 })]);
    await openList(mounted, 'choice');
    await clickCenter(option(mounted, 'Тошкент'));
    await clickCenter(option(mounted, 'Самарқанд'));
    await clickCenter(option(mounted, 'Бухоро'));
    expect(mounted.shadow.querySelector('.pl-listbox [role="alert"]')?.textContent).toBe(
      'Бир вақтда 2 тадан кўп элемент танлаш мумкин эмас',
    );
    expect(mounted.form.getValues('choice')).toEqual([1, 2]);
    expect(option(mounted, 'Бухоро').getAttribute('aria-selected')).toBe('false');
    // Taking one out makes room again, and the message goes.
    await clickCenter(option(mounted, 'Тошкент'));
    await clickCenter(option(mounted, 'Бухоро'));
    expect(mounted.form.getValues('choice')).toEqual([2, 3]);
    expect(Boolean(mounted.shadow.querySelector('.pl-listbox [role="alert"]')), 'should be absent').toBe(false);
  });

  it('removes a chosen option with its chip button', async () => {
    mounted = await mountForm([select({ type: 'multiselect' })], { values: { choice: [1, 2] } });
    const remove = mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Олиб ташлаш: Тошкент"]')!;
    await clickCenter(remove);
    expect(chips(mounted, 'choice')).toEqual(['Самарқанд']);
    expect(mounted.form.getValues('choice')).toEqual([2]);
  });

  it('is driven by the keyboard: arrows, Home/End, Enter, Escape back to the button, type-ahead', async () => {
    mounted = await mountForm([select()]);
    trigger(mounted, 'choice').focus();
    await sendKeys({ press: 'ArrowDown' });
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="listbox"]')).toBeTruthy());
    const active = () => mounted!.shadow.querySelector('.pl-listbox__option--active')?.textContent;
    await vi.waitFor(() => expect(active()).toBe('Тошкент'));
    await sendKeys({ press: 'End' });
    await settle();
    expect(active()).toBe('Бухоро');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(active()).toBe('Самарқанд');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(Boolean(mounted.shadow.querySelector('[role="listbox"]')), 'should be absent').toBe(false);
    expectFocusOn(trigger(mounted, 'choice'));
    expect(mounted.form.getValues('choice')).toBeUndefined();

    await sendKeys({ press: 'Enter' });
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="listbox"]')).toBeTruthy());
    await vi.waitFor(() => expect(active()).toBe('Тошкент'));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(mounted.form.getValues('choice')).toBe(3);
    expect(Boolean(mounted.shadow.querySelector('[role="listbox"]')), 'should be absent').toBe(false);
    expectFocusOn(trigger(mounted, 'choice'));
  });

  it('jumps to an option by its first letters in a list without a search box', async () => {
    // Latin names: the test keyboard sends key presses (keydown) only for the US layout's characters.
    const data: FormOption[] = [
      { id: 1, name: 'Andijon' },
      { id: 2, name: 'Buxoro' },
      { id: 3, name: 'Samarqand' },
      { id: 4, name: 'Sirdaryo' },
    ];
    mounted = await mountForm([select({ data })]);
    await openList(mounted, 'choice');
    const active = () => mounted!.shadow.querySelector('.pl-listbox__option--active')?.textContent;
    await sendKeys({ press: 's' });
    await settle();
    expect(active()).toBe('Samarqand');
    await sendKeys({ press: 'i' });
    await settle();
    expect(active()).toBe('Sirdaryo');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(mounted.form.getValues('choice')).toBe(4);
  });

  it('labels options by name_{locale}, then display_name, then name', async () => {
    const data: FormOption[] = [
      { id: 1, name: 'Tashkent', name_uz: 'Тошкент' },
      { id: 2, name: 'Samarkand', display_name: 'Самарқанд вилояти' },
      { id: 3, name: 'Бухоро' },
    ];
    mounted = await mountForm([select({ data })]);
    await openList(mounted, 'choice');
    expect(options(mounted)).toEqual(['Тошкент', 'Самарқанд вилояти', 'Бухоро']);
  });

  it('clears a value that is not among the options', async () => {
    mounted = await mountForm([select()], { values: { choice: 99 } });
    await vi.waitFor(() => expect(mounted!.form.getValues('choice')).toBeNull());
    expect(shownText(mounted, 'choice')).toBe('Танланг');
    await mounted.unmount();

    mounted = await mountForm([select({ type: 'multiselect' })], { values: { choice: [1, 99, 3] } });
    await vi.waitFor(() => expect(mounted!.form.getValues('choice')).toEqual([1, 3]));
    expect(chips(mounted, 'choice')).toEqual(['Тошкент', 'Бухоро']);
  });

  it('waits for its related field, offers the matching options and clears when that field changes or empties', async () => {
    mounted = await mountForm([
      { id: 1, type: 'select', dataField: 'region', label: 'Вилоят', data: REGIONS },
      {
        id: 2,
        type: 'select',
        dataField: 'district',
        label: 'Туман',
        data: DISTRICTS,
        isRelatedSelect: true,
        relatedSelect: 'region',
        filterBy: 'region_id',
      },
    ]);
    expect(trigger(mounted, 'district').disabled).toBe(true);

    await openList(mounted, 'region');
    await clickCenter(option(mounted, 'Тошкент'));
    await vi.waitFor(() => expect(trigger(mounted!, 'district').disabled).toBe(false));
    await openList(mounted, 'district');
    expect(options(mounted)).toEqual(['Чилонзор', 'Юнусобод']);
    await clickCenter(option(mounted, 'Юнусобод'));
    expect(mounted.form.getValues('district')).toBe(12);

    // Another region: Юнусобод is not among its districts any more.
    await openList(mounted, 'region');
    await clickCenter(option(mounted, 'Самарқанд'));
    await vi.waitFor(() => expect(mounted!.form.getValues('district')).toBeNull());
    expect(shownText(mounted, 'district')).toBe('Танланг');
    await openList(mounted, 'district');
    expect(options(mounted)).toEqual(['Ургут']);
    await clickCenter(option(mounted, 'Ургут'));
    expect(mounted.form.getValues('district')).toBe(21);

    // Emptying the region clears and disables the district.
    await clickCenter(mounted.shadow.querySelector('[data-field="region"] button[aria-label="Қийматни тозалаш"]')!);
    await vi.waitFor(() => expect(mounted!.form.getValues('district')).toBeNull());
    expect(trigger(mounted, 'district').disabled).toBe(true);
  });

  it('keeps a related value that still matches when the form opens with both fields', async () => {
    mounted = await mountForm(
      [
        { id: 1, type: 'select', dataField: 'region', label: 'Вилоят', data: REGIONS },
        {
          id: 2,
          type: 'select',
          dataField: 'district',
          label: 'Туман',
          data: DISTRICTS,
          isRelatedSelect: true,
          relatedSelect: 'region',
          filterBy: 'region_id',
        },
      ],
      { values: { region: 3, district: 31 } },
    );
    await settle();
    expect(mounted.form.getValues('district')).toBe(31);
    expect(shownText(mounted, 'district')).toBe('Ғиждувон');
  });
});

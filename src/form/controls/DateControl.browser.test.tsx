import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'date', dataField: 'created', label: 'Сана' },
  sample: '2024-05-15',
  shownSample: '15.05.2024',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '15052024'),
  entered: '2024-05-15',
});

runControlContract({
  element: { id: 2, type: 'datetime', dataField: 'sent', label: 'Юборилган вақти' },
  sample: '2024-05-15T09:30:00Z',
  shownSample: '15.05.2024 14:30',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '150520241430'),
  entered: '2024-05-15T14:30:00+05:00',
});

describe('date control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;
  const toggle = () => mounted!.shadow.querySelector<HTMLButtonElement>('button[aria-label="Календарни очиш"]')!;
  const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"][aria-label="Сана танлаш"]');
  const day = (iso: string) => mounted!.shadow.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
  const enabledDays = () =>
    [...mounted!.shadow.querySelectorAll<HTMLButtonElement>('button[data-day]')]
      .filter((b) => b.getAttribute('aria-disabled') !== 'true')
      .map((b) => b.dataset.day);
  const open = async (element: Partial<FormElementMeta>, values: Record<string, unknown> = {}) => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана', ...element } as FormElementMeta], { values });
    toggle().click();
    await settle();
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
  };

  it('formats typed digits with the mask and stores YYYY-MM-DD', async () => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана' }]);
    await typeInto(input(), '0ab1032025');
    expect(input().value).toBe('01.03.2025');
    expect(mounted.form.getValues('created')).toBe('2025-03-01');
    expect(input().placeholder).toBe('DD.MM.YYYY');
  });

  it('leaves the value null for a date that does not exist, and the required rule speaks', async () => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана', isRequired: true }]);
    await typeInto(input(), '31022024');
    expect(input().value).toBe('31.02.2024');
    expect(mounted.form.getValues('created') ?? null).toBeNull();
    expect(await mounted.submit()).toBeNull();
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Майдонни тўлдириш керак');
  });

  it('uses the element’s format', async () => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана', format: 'YYYY/MM/DD' }], {
      values: { created: '2024-05-15' },
    });
    expect(input().value).toBe('2024/05/15');
  });

  it('disables the days outside minDate and maxDate, whole days', async () => {
    await open({ minDate: '2024-05-10', maxDate: '2024-05-20' }, { created: '2024-05-15' });
    expect(enabledDays()).toEqual(Array.from({ length: 11 }, (_, i) => `2024-05-${String(10 + i).padStart(2, '0')}`));
    expect(mounted!.shadow.querySelector<HTMLButtonElement>('button[aria-label="Олдинги ой"]')!.disabled).toBe(true);
    expect(mounted!.shadow.querySelector<HTMLButtonElement>('button[aria-label="Кейинги ой"]')!.disabled).toBe(true);
    day('2024-05-09').click();
    await settle();
    expect(mounted!.form.getValues('created')).toBe('2024-05-15');
    expect(dialog()).toBeTruthy();
    day('2024-05-20').click();
    await settle();
    expect(mounted!.form.getValues('created')).toBe('2024-05-20');
    expect(input().value).toBe('20.05.2024');
    expect(dialog()).toBeNull();
  });

  it('enables only that day when both bounds are the same day', async () => {
    await open({ minDate: '2024-05-15', maxDate: '2024-05-15' });
    expect(enabledDays()).toEqual(['2024-05-15']);
    expect(day('2024-05-15').getAttribute('aria-label')).toBe('15 Май 2024');
  });

  it('opens with Alt+ArrowDown, moves through days with the arrow keys and picks with Enter', async () => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана' }], { values: { created: '2024-05-31' } });
    input().focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await settle();
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
    expectFocusOn(day('2024-05-31'));
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expectFocusOn(day('2024-06-01'));
    expect(mounted!.shadow.querySelector<HTMLSelectElement>('select[aria-label="Ой"]')!.value).toBe('5');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'PageUp' });
    await settle();
    expectFocusOn(day('2024-04-25'));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(mounted!.form.getValues('created')).toBe('2024-04-25');
    expect(dialog()).toBeNull();
    expectFocusOn(input());
    expect(input().value).toBe('25.04.2024');
  });

  it('switches month and year with the selects and buttons', async () => {
    await open({}, { created: '2024-05-15' });
    byText<HTMLButtonElement>(mounted!.shadow, 'button', '›')!.click();
    await settle();
    expect(day('2024-06-15')).toBeTruthy();
    const year = mounted!.shadow.querySelector<HTMLSelectElement>('select[aria-label="Йил"]')!;
    year.value = '2020';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(mounted!.shadow.querySelector('[role="grid"]')!.getAttribute('aria-label')).toBe('Июнь 2020');
  });

  it('clears the value and closes with the Clear, Close and Escape', async () => {
    await open({}, { created: '2024-05-15' });
    byText<HTMLButtonElement>(mounted!.shadow, 'button', 'Тозалаш')!.click();
    await settle();
    expect(mounted!.form.getValues('created')).toBeNull();
    expect(input().value).toBe('');
    expect(dialog()).toBeNull();
    toggle().click();
    await settle();
    byText<HTMLButtonElement>(mounted!.shadow, 'button', 'Ёпиш')!.click();
    await settle();
    expect(dialog()).toBeNull();
    toggle().click();
    await settle();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialog()).toBeNull();
  });

  it('does not open when read-only', async () => {
    mounted = await mountForm([{ id: 1, type: 'date', dataField: 'created', label: 'Сана', isReadOnly: true }], {
      values: { created: '2024-05-15' },
    });
    expect(toggle().disabled).toBe(true);
  });
});

describe('datetime control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;

  it('stores the typed time with the form time zone’s offset', async () => {
    mounted = await mountForm([{ id: 1, type: 'datetime', dataField: 'sent', label: 'Вақт' }]);
    await typeInto(input(), '010320250905');
    expect(input().value).toBe('01.03.2025 09:05');
    expect(mounted.form.getValues('sent')).toBe('2025-03-01T09:05:00+05:00');
  });

  it('keeps the time when a day is picked and bounds the days by minDatetime in the zone', async () => {
    mounted = await mountForm([{ id: 1, type: 'datetime', dataField: 'sent', label: 'Вақт', minDatetime: '2024-05-14T20:00:00Z' }], {
      values: { sent: '2024-05-20T09:30:00Z' },
    });
    mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Календарни очиш"]')!.click();
    await settle();
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="dialog"]')).toBeTruthy());
    const disabled = (iso: string) => mounted!.shadow.querySelector(`button[data-day="${iso}"]`)!.getAttribute('aria-disabled') === 'true';
    expect([disabled('2024-05-14'), disabled('2024-05-15')]).toEqual([true, false]);
    mounted.shadow.querySelector<HTMLButtonElement>('button[data-day="2024-05-22"]')!.click();
    await settle();
    expect(mounted.form.getValues('sent')).toBe('2024-05-22T14:30:00+05:00');
    expect(input().value).toBe('22.05.2024 14:30');
  });

  it('sets the time of day with the hour and minute selects', async () => {
    mounted = await mountForm([{ id: 1, type: 'datetime', dataField: 'sent', label: 'Вақт' }], {
      values: { sent: '2024-05-20T09:30:00Z' },
    });
    mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Календарни очиш"]')!.click();
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="dialog"]')).toBeTruthy());
    const hour = [...mounted.shadow.querySelectorAll('label')]
      .find((node) => node.textContent?.startsWith('Соат'))!
      .querySelector('select')!;
    expect(hour.value).toBe('14');
    hour.value = '08';
    hour.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(mounted.form.getValues('sent')).toBe('2024-05-20T08:30:00+05:00');
    expect(input().value).toBe('20.05.2024 08:30');
  });

  it('says a datetime before the minimum is too early', async () => {
    mounted = await mountForm([{ id: 1, type: 'datetime', dataField: 'sent', label: 'Вақт', minDatetime: '2024-05-15T05:00:00Z' }]);
    await typeInto(input(), '150520240900');
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Сана 15.05.2024 10:00 дан катта бўлиши керак');
  });
});

describe('date picker popup', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"][aria-label="Сана танлаш"]');

  for (const width of [1366, 420]) {
    it(`sizes the calendar to itself and keeps it, with its › and Ёпиш, inside a ${width} px window`, async () => {
      await setViewport({ width, height: 800 });
      try {
        for (const type of ['date', 'datetime'] as const) {
          mounted = await mountForm([{ id: 1, type, dataField: 'created', label: 'Сана' }]);
          mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Календарни очиш"]')!.click();
          await settle();
          await vi.waitFor(() => expect(dialog()).toBeTruthy());
          const box = dialog()!.getBoundingClientRect();
          expect(box.width).toBeLessThan(360);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(window.innerWidth);
          for (const name of ['›', 'Ёпиш']) {
            const button = [...dialog()!.querySelectorAll('button')].find(
              (b) => b.textContent === name || b.getAttribute('aria-label') === name,
            )!;
            const at = button.getBoundingClientRect();
            expect(at.width, name).toBeGreaterThan(0);
            expect(at.right, name).toBeLessThanOrEqual(box.right);
            expect(at.bottom, name).toBeLessThanOrEqual(window.innerHeight);
          }
          mounted!.unmount();
          mounted = undefined;
        }
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }
});

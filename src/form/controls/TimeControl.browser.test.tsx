import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'time', dataField: 'starts', label: 'Бошланиш вақти' },
  sample: '09:30',
  shownSample: '09:30',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '1745'),
  entered: '17:45',
});

describe('time control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;
  const dialog = () => mounted!.shadow.querySelector('[role="dialog"][aria-label="Вақтни танлаш"]');
  const select = (name: string) => {
    const label =
      byText(mounted!.shadow, 'label', name) ??
      [...mounted!.shadow.querySelectorAll('label')].find((node) => node.textContent?.startsWith(name));
    return label!.querySelector('select')!;
  };

  it('refuses letters and leaves the value null for a time that does not exist', async () => {
    mounted = await mountForm([{ id: 1, type: 'time', dataField: 'starts', label: 'Вақт' }]);
    await typeInto(input(), 'ab2561');
    expect(input().value).toBe('25:61');
    expect(mounted.form.getValues('starts') ?? null).toBeNull();
  });

  it('picks the hour and minute in the picker, opened from the keyboard', async () => {
    mounted = await mountForm([{ id: 1, type: 'time', dataField: 'starts', label: 'Вақт' }]);
    input().focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
    expectFocusOn(select('Соат'));
    const hour = select('Соат');
    hour.value = '08';
    hour.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(mounted.form.getValues('starts')).toBe('08:00');
    const minute = select('Дақиқа');
    minute.value = '45';
    minute.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(mounted.form.getValues('starts')).toBe('08:45');
    expect(input().value).toBe('08:45');
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Ёпиш')!.click();
    await settle();
    expect(dialog()).toBeNull();
  });

  it('clears with the Clear button', async () => {
    mounted = await mountForm([{ id: 1, type: 'time', dataField: 'starts', label: 'Вақт' }], { values: { starts: '10:15' } });
    mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Вақтни танлаш"]')!.click();
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
    expect(select('Соат').value).toBe('10');
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Тозалаш')!.click();
    await settle();
    expect(mounted.form.getValues('starts')).toBeNull();
    expect(input().value).toBe('');
  });
});

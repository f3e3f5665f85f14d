import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const rowsShown = (mounted: MountedForm) =>
  [...mounted.shadow.querySelectorAll('.pl-kv__row')].map((row) => [...row.querySelectorAll('input')].map((input) => input.value));

runControlContract({
  element: { id: 1, type: 'key_value', dataField: 'headers', label: 'Сарлавҳалар' },
  sample: { lang: 'uz', region: 'Тошкент' },
  shownSample: [
    ['lang', 'uz'],
    ['region', 'Тошкент'],
  ],
  shown: rowsShown,
  enter: async (mounted) => {
    await typeInto(mounted.shadow.querySelector<HTMLInputElement>('.pl-kv__key')!, 'lang');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ru' });
  },
  entered: { lang: 'ru' },
});

describe('key-value control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const addButton = () => byText<HTMLButtonElement>(mounted!.shadow, 'button', '+ Қатор қўшиш')!;

  it('adds rows, drops rows with a blank key from the value and keeps them on screen', async () => {
    mounted = await mountForm([{ id: 1, type: 'key_value', dataField: 'headers', label: 'Сарлавҳалар' }]);
    await typeInto(mounted.shadow.querySelector<HTMLInputElement>('.pl-kv__key')!, 'a');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '1' });
    addButton().click();
    await settle();
    const keys = () => mounted!.shadow.querySelectorAll<HTMLInputElement>('.pl-kv__key');
    expectFocusOn(keys()[1]);
    await sendKeys({ type: '   ' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'blank' });
    await settle();
    expect(rowsShown(mounted)).toEqual([
      ['a', '1'],
      ['   ', 'blank'],
    ]);
    expect(mounted.form.getValues('headers')).toEqual({ a: '1' });
    expect(await mounted.submit()).toEqual({ headers: { a: '1' } });
  });

  it('removes a row by its named button', async () => {
    mounted = await mountForm([{ id: 1, type: 'key_value', dataField: 'headers', label: 'Сарлавҳалар' }], {
      values: { headers: { a: '1', b: '2' } },
    });
    const remove = mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="1-қаторни ўчириш"]')!;
    expect(mounted.shadow.querySelector('input[aria-label="2-қатор қиймати"]')).toBeTruthy();
    remove.click();
    await settle();
    expect(rowsShown(mounted)).toEqual([['b', '2']]);
    expect(mounted.form.getValues('headers')).toEqual({ b: '2' });
  });

  it('asks for a value when required and every key is blank', async () => {
    mounted = await mountForm([{ id: 1, type: 'key_value', dataField: 'headers', label: 'Сарлавҳалар', isRequired: true }]);
    await typeInto(mounted.shadow.querySelectorAll<HTMLInputElement>('.pl-kv__value')[0], 'нима');
    expect(await mounted.submit()).toBeNull();
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Майдонни тўлдириш керак');
  });
});

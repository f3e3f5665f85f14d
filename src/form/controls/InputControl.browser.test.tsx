import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { testFormApi } from './testing/testFormApi';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'input', dataField: 'applicant', label: 'Ариза берувчи' },
  sample: 'Алишер',
  shownSample: 'Алишер',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, 'Nodira'),
  entered: 'Nodira',
});

runControlContract({
  element: { id: 2, type: 'text', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00' },
  sample: '+998 90 123-45-67',
  shownSample: '+998 90 123-45-67',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '+998901234567'),
  entered: '+998 90 123-45-67',
});

describe('input control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;

  it('draws the placeholder, the alignment and the addons beside the input', async () => {
    mounted = await mountForm([
      {
        id: 1,
        type: 'input',
        dataField: 'sum',
        label: 'Сумма',
        placeholder: '0',
        textAlign: 'right',
        addonElementsLeft: [{ text: '≈' }],
        addonElementsRight: [{ text: 'сўм' }],
      },
    ]);
    expect(input().placeholder).toBe('0');
    expect(input().style.textAlign).toBe('right');
    const addons = [...mounted.shadow.querySelectorAll('.pl-addon')].map((node) => node.textContent);
    expect(addons).toEqual(['≈', 'сўм']);
    expect(input().previousElementSibling?.textContent).toBe('≈');
    expect(input().nextElementSibling?.textContent).toBe('сўм');
  });

  it('refuses letters in a phone mask and formats the digits', async () => {
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00' }]);
    await typeInto(input(), '+998abc90');
    expect(input().value).toBe('+998 90');
    await sendKeys({ type: 'x1234567' });
    await settle();
    expect(input().value).toBe('+998 90 123-45-67');
    expect(mounted.form.getValues('phone')).toBe('+998 90 123-45-67');
    // Full: one more digit changes nothing.
    await sendKeys({ type: '8' });
    await settle();
    expect(input().value).toBe('+998 90 123-45-67');
  });

  it('puts the fixed prefix before digits typed without it', async () => {
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00' }]);
    await typeInto(input(), '901234567');
    expect(input().value).toBe('+998 90 123-45-67');
    expect(mounted.form.getValues('phone')).toBe('+998 90 123-45-67');
  });

  it('refuses an edit that breaks a pattern between slashes', async () => {
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'code', label: 'Код', mask: '/^\\d{0,4}$/' }]);
    await typeInto(input(), '12a3456');
    expect(input().value).toBe('1234');
    expect(mounted.form.getValues('code')).toBe('1234');
  });

  it('shows a value set from outside through the mask', async () => {
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00' }], {
      values: { phone: '+998 71 200-00-00' },
    });
    expect(input().value).toBe('+998 71 200-00-00');
    mounted.form.reset({ phone: '+998 90 111-22-33' });
    await settle();
    expect(input().value).toBe('+998 90 111-22-33');
    expect(mounted.form.formState.isDirty).toBe(false);
  });

  it('asks for suggestions once, 500 ms after the last key, and picks one with the keyboard', async () => {
    const calls: string[] = [];
    const api = testFormApi({
      suggestions: async (url, text) => {
        calls.push(`${url}?text=${text}`);
        return [`${text}кент`, `${text}обод`];
      },
    });
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'city', label: 'Шаҳар', suggestionsUrl: 'suggest/cities' }], { api });
    expect(input().getAttribute('role')).toBe('combobox');
    await typeInto(input(), 'Тош');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(mounted!.shadow.querySelectorAll('[role="option"]')).toHaveLength(2), { timeout: 1500 });
    expect(calls).toEqual(['suggest/cities?text=Тош']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    const second = mounted.shadow.querySelectorAll('[role="option"]')[1];
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(input().value).toBe('Тошобод');
    expect(mounted.form.getValues('city')).toBe('Тошобод');
    expect(mounted.shadow.querySelector('[role="listbox"]')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('drops an answer that came for an older text', async () => {
    const answers: Array<(list: string[]) => void> = [];
    const api = testFormApi({
      suggestions: (_url, text) => new Promise((resolve) => answers.push((list) => resolve(list.map((item) => `${text}:${item}`)))),
    });
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'city', label: 'Шаҳар', suggestionsUrl: 'suggest/cities' }], { api });
    await typeInto(input(), 'А');
    await vi.waitFor(() => expect(answers).toHaveLength(1), { timeout: 1500 });
    await sendKeys({ type: 'б' });
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 1500 });
    answers[1](['янги']);
    answers[0](['эски']);
    await settle(50);
    expect([...mounted.shadow.querySelectorAll('[role="option"]')].map((node) => node.textContent)).toEqual(['Аб:янги']);
  });

  it('suggests local options from an empty field and closes with Escape', async () => {
    mounted = await mountForm([
      {
        id: 1,
        type: 'input',
        dataField: 'city',
        label: 'Шаҳар',
        data: [
          { id: 1, name: 'Тошкент' },
          { id: 2, name: 'Самарқанд' },
        ],
      },
    ]);
    input().focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect([...mounted.shadow.querySelectorAll('[role="option"]')].map((node) => node.textContent)).toEqual(['Тошкент', 'Самарқанд']);
    await sendKeys({ type: 'сам' });
    await settle();
    expect([...mounted.shadow.querySelectorAll('[role="option"]')].map((node) => node.textContent)).toEqual(['Самарқанд']);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(mounted.shadow.querySelector('[role="listbox"]')).toBeNull();
    expect(input().value).toBe('сам');
  });
});

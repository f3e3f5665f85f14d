import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'number', dataField: 'amount', label: 'Сумма' },
  sample: 1234567.5,
  shownSample: '1 234 567.5',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '-2500,25'),
  entered: -2500.25,
});

runControlContract({
  element: { id: 2, type: 'int', dataField: 'count', label: 'Сони' },
  sample: 12000,
  shownSample: '12 000',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, '42'),
  entered: 42,
});

describe('number control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;

  it('shows 1234567.5 as "1 234 567.5" while typing and stores the number', async () => {
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма' }]);
    await typeInto(input(), '1234567.5');
    expect(input().value).toBe('1 234 567.5');
    expect(mounted.form.getValues('amount')).toBe(1234567.5);
    expect(getComputedStyle(input()).textAlign).toBe('left');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма' }], { values: { amount: 1234 } });
    input().focus();
    input().setSelectionRange(1, 1);
    await sendKeys({ type: '9' });
    await settle();
    expect(input().value).toBe('19 234');
    expect(input().selectionStart).toBe(2);
    await sendKeys({ type: '8' });
    await settle();
    expect(input().value).toBe('198 234');
    expect(mounted.form.getValues('amount')).toBe(198234);
  });

  it('stores null for empty and for no number', async () => {
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма' }], { values: { amount: 5 } });
    input().focus();
    input().select();
    await sendKeys({ press: 'Backspace' });
    await settle();
    expect(mounted.form.getValues('amount')).toBeNull();
    await sendKeys({ type: '-' });
    await settle();
    expect(input().value).toBe('-');
    expect(mounted.form.getValues('amount')).toBeNull();
    await sendKeys({ type: 'abc' });
    await settle();
    expect(input().value).toBe('-');
    input().blur();
    await settle();
    expect(input().value).toBe('');
    await mounted.unmount();
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма' }], { values: { amount: Number.NaN } });
    expect(input().value).toBe('');
  });

  it('refuses decimals in an int and past the scale of a number', async () => {
    mounted = await mountForm([{ id: 1, type: 'int', dataField: 'amount', label: 'Сони' }]);
    await typeInto(input(), '12.5,7');
    expect(input().value).toBe('1 257');
    expect(mounted.form.getValues('amount')).toBe(1257);
    await mounted.unmount();
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма', scale: 2 }]);
    await typeInto(input(), '3.14159');
    expect(input().value).toBe('3.14');
    expect(mounted.form.getValues('amount')).toBe(3.14);
    input().blur();
    await settle();
    expect(input().value).toBe('3.14');
  });

  it('keeps four decimals by default and tidies the text on blur', async () => {
    mounted = await mountForm([{ id: 1, type: 'number', dataField: 'amount', label: 'Сумма', textAlign: 'right' }]);
    await typeInto(input(), '0.123456');
    expect(input().value).toBe('0.1234');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '0' });
    input().blur();
    await settle();
    expect(input().value).toBe('0.12');
    expect(mounted.form.getValues('amount')).toBe(0.12);
    expect(getComputedStyle(input()).textAlign).toBe('right');
  });

  it('checks the bounds with the shared rule', async () => {
    mounted = await mountForm([{ id: 1, type: 'int', dataField: 'amount', label: 'Сони', minValue: 10 }]);
    await typeInto(input(), '5');
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Қиймат 10 дан катта ёки тенг бўлиши керак');
  });
});

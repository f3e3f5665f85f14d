import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';

runControlContract({
  element: { id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман' },
  sample: true,
  shownSample: true,
  shown: (mounted) => mounted.shadow.querySelector<HTMLInputElement>('input')!.checked,
  enter: async (mounted) => {
    mounted.shadow.querySelector<HTMLInputElement>('input')!.focus();
    await sendKeys({ press: 'Space' });
    await settle();
  },
  entered: true,
  requiredMessage: 'Танлаш керак',
});

describe('checkbox control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;

  it('is a switch', async () => {
    mounted = await mountForm([{ id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман' }]);
    expect(input().getAttribute('role')).toBe('switch');
    expect(input().getAttribute('aria-checked')).toBe('false');
  });

  it('reads 1, "1" and "true" as on and anything else as off', async () => {
    for (const [value, on] of [
      [1, true],
      ['1', true],
      ['true', true],
      [true, true],
      [0, false],
      ['false', false],
      [null, false],
    ] as const) {
      mounted = await mountForm([{ id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман' }], { values: { agree: value } });
      expect(input().checked, String(value)).toBe(on);
      await mounted.unmount();
      mounted = undefined;
    }
  });

  it('toggles off by a click and stores false', async () => {
    mounted = await mountForm([{ id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман' }], { values: { agree: '1' } });
    input().click();
    await settle();
    expect(mounted.form.getValues('agree')).toBe(false);
    expect(input().getAttribute('aria-checked')).toBe('false');
  });

  it('asks for the switch to be on when required', async () => {
    mounted = await mountForm([{ id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман', isRequired: true }], {
      values: { agree: false },
    });
    expect(await mounted.submit()).toBeNull();
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Танлаш керак');
    input().click();
    await settle();
    expect(await mounted.submit()).toEqual({ agree: true });
  });

  it('refuses a change when read-only', async () => {
    mounted = await mountForm([{ id: 1, type: 'checkbox', dataField: 'agree', label: 'Розиман', isReadOnly: true }], {
      values: { agree: true },
    });
    input().click();
    await settle();
    expect(input().checked).toBe(true);
    expect(mounted.form.getValues('agree')).toBe(true);
  });
});

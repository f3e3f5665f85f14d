import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'password', dataField: 'password', label: 'Парол' },
  sample: 'secret12',
  shownSample: 'secret12',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, 'maxfiy123'),
  entered: 'maxfiy123',
});

describe('password control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!;
  const toggle = () => mounted!.shadow.querySelector<HTMLButtonElement>('button[aria-pressed]')!;

  it('hides the password until the toggle shows it, and hides it again', async () => {
    mounted = await mountForm([{ id: 1, type: 'password', dataField: 'password', label: 'Парол' }], { values: { password: 'secret12' } });
    expect(input().type).toBe('password');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Паролни кўрсатиш');
    toggle().click();
    await settle();
    expect(input().type).toBe('text');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Паролни яшириш');
    toggle().click();
    await settle();
    expect(input().type).toBe('password');
    expect(input().value).toBe('secret12');
  });

  it('asks for 6 characters on a new record only', async () => {
    mounted = await mountForm([{ id: 1, type: 'password', dataField: 'password', label: 'Парол' }]);
    await typeInto(input(), 'abc');
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="alert"]')?.textContent).toBe('Парол 6та дан кам бўлмаслиги керак'));
    await mounted.unmount();
    mounted = await mountForm([{ id: 1, type: 'password', dataField: 'password', label: 'Парол' }], { isEdit: true });
    await typeInto(input(), 'abc');
    expect(await mounted.submit()).toEqual({ password: 'abc' });
  });

  it('editing, starts empty, says empty keeps the password, and lets a required one be left empty', async () => {
    mounted = await mountForm([{ id: 1, type: 'password', dataField: 'password', label: 'Парол', isRequired: true }], { isEdit: true });
    expect(input().value).toBe('');
    expect(input().placeholder).toBe('Ўзгартирмаслик учун бўш қолдиринг');
    expect(input().autocomplete).toBe('new-password');
    // Submitted without a required-field error: the server keeps the stored password.
    expect(await mounted.submit()).toEqual({ password: undefined });
  });
});

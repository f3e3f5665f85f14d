import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { typeInto } from './testing/typeInto';

async function pressCtrlS() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'KeyS' });
  await sendKeys({ up: 'Control' });
}

describe('button control (docs/behaviour.md §5, §2 button)', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const button = () => mounted!.shadow.querySelector<HTMLButtonElement>('button')!;
  const input = () => mounted!.shadow.querySelector<HTMLInputElement>('input')!;

  async function mountWithSubmit(element: Parameters<typeof mountForm>[0][number], values: Record<string, unknown> = {}) {
    const submitted: unknown[] = [];
    mounted = await mountForm([{ id: 1, type: 'input', dataField: 'applicant', label: 'Ариза берувчи' }, element], { values });
    // The harness's form prevents the native submit; count submits as the form screen sees them.
    mounted.shadow.querySelector('form')!.addEventListener('submit', () => submitted.push(mounted!.form.getValues()));
    return submitted;
  }

  it('is a real button with its label, icon and shortcut label; submit submits the form', async () => {
    const submitted = await mountWithSubmit({
      id: 2,
      type: 'button',
      label: 'Юбориш',
      action: 'submit',
      buttonIcon: 'fa fa-paper-plane',
      shortKeyLabel: 'Ctrl+S',
      short_key: 'ctrl+s',
    });
    expect(button().type).toBe('submit');
    expect(button().textContent).toBe('ЮборишCtrl+S');
    await vi.waitFor(() => expect(button().querySelector('.pl-form-button__icon i.fa-paper-plane')).toBeTruthy());
    expect(button().querySelector('.pl-form-button__icon')!.getAttribute('aria-hidden')).toBe('true');
    expect(button().querySelector('kbd')!.textContent).toBe('Ctrl+S');
    expect(button().getAttribute('aria-keyshortcuts')).toBe('Control+s');
    button().click();
    await settle();
    expect(submitted).toHaveLength(1);
  });

  it('presses itself on its short key while the focus is in the form, not elsewhere', async () => {
    const submitted = await mountWithSubmit({ id: 2, type: 'button', label: 'Юбориш', action: 'submit', short_key: 'ctrl+s' });
    await typeInto(input(), 'Али');
    await pressCtrlS();
    await settle();
    expect(submitted).toEqual([{ applicant: 'Али' }]);
    input().blur();
    document.body.focus();
    await pressCtrlS();
    await settle();
    expect(submitted).toHaveLength(1);
  });

  it('reset brings the form back to its baseline', async () => {
    mounted = await mountForm(
      [
        { id: 1, type: 'input', dataField: 'applicant', label: 'Ариза берувчи' },
        { id: 2, type: 'button', label: 'Бекор қилиш', action: 'reset' },
      ],
      { values: { applicant: 'Али' } },
    );
    // The form screen resets on the form's reset event; the harness does the same here.
    mounted.shadow.querySelector('form')!.addEventListener('reset', (event) => {
      event.preventDefault();
      mounted!.form.reset();
    });
    expect(button().type).toBe('reset');
    await typeInto(input(), 'шер');
    expect(input().value).toBe('Алишер');
    button().click();
    await vi.waitFor(() => expect(input().value).toBe('Али'));
  });

  it('follows any other action as a link, and does nothing while disabled', async () => {
    mounted = await mountForm([{ id: 2, type: 'button', label: 'Жадвалга', action: '/tables/appeals?_target=blank' }]);
    expect(button().type).toBe('button');
    button().click();
    expect(mounted.log.links).toEqual(['/tables/appeals?_target=blank']);
    await mounted.unmount();
    mounted = await mountForm([{ id: 2, type: 'button', label: 'Жадвалга', action: '/tables/appeals', isDisabled: true }]);
    expect(button().disabled).toBe(true);
    button().click();
    expect(mounted.log.links).toEqual([]);
  });
  it("draws a configured 'btn btn-primary' as the product's primary button, unlike a plain one", async () => {
    mounted = await mountForm([
      { id: 2, type: 'button', label: 'Жадвалга', action: '/tables/appeals', cssClass: 'btn btn-primary' },
      { id: 3, type: 'button', label: 'Оддий', action: '/tables/appeals' },
      { id: 4, type: 'button', label: 'Ўчириш', action: '/tables/appeals', cssClass: 'btn btn-danger' },
      { id: 5, type: 'button', label: 'Сақлаш', action: 'submit' },
    ]);
    const look = (id: number) => getComputedStyle(mounted!.shadow.getElementById(`tf-${id}`)!).backgroundColor;
    expect(look(2)).toBe(look(5));
    expect(look(2)).not.toBe(look(3));
    expect(look(4)).not.toBe(look(3));
    expect(look(4)).not.toBe(look(2));
  });
  it("draws its configured icon ('fa fa-save') as a glyph before the label", async () => {
    mounted = await mountForm([{ id: 2, type: 'button', label: 'Сақлаш', action: 'submit', buttonIcon: 'fa fa-save' }]);
    const button = mounted.shadow.getElementById('tf-2')!;
    await vi.waitFor(() =>
      expect(getComputedStyle(button.querySelector('.pl-form-button__icon i')!, '::before').content).toMatch(/^".+"$/),
    );
    const glyph = button.querySelector<HTMLElement>('.pl-form-button__icon i')!;
    expect(getComputedStyle(glyph, '::before').fontFamily).toContain('Font Awesome 6 Free');
    expect(glyph.getBoundingClientRect().width).toBeGreaterThan(0);
  });
});

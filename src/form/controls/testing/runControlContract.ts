import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElementMeta } from '../../../core/api/formMeta';
import { deepActiveElement, settle } from '../../../ui/testing/mountInShadow';
import { mountForm, type MountedForm, type MountFormOptions } from './mountForm';

/** What one control type brings to the shared contract (docs/architecture.md, Shoelace's form control suite). */
export interface ControlContractCase {
  /** The element under test: needs `id`, `type`, `dataField` and a `label`. */
  element: FormElementMeta;
  /** A value the form starts with... */
  sample: unknown;
  /** ...and what the control then shows, as `shown` reads it. */
  shownSample: unknown;
  /** Reads what the control shows (e.g. an input's value, a select button's text). */
  shown(mounted: MountedForm): unknown;
  /** Acts as a user (typing, clicking, keys) to enter a value into the empty control... */
  enter(mounted: MountedForm): Promise<void>;
  /** ...and the value the form then holds. */
  entered: unknown;
  /** The required message (default 'Майдонни тўлдириш керак'; checkboxes 'Танлаш керак'). */
  requiredMessage?: string;
  /** Extra mount options (an api for selects, for example). */
  options?: MountFormOptions;
}

/**
 * The contract every form control passes in a real browser: value in and out, disabled, read-only, the
 * required message on submit, an error shown under the field and announced, the label tied to the
 * focusable element, and Tab reaching it.
 *
 * @example
 * runControlContract({ element: { id: 1, type: 'input', dataField: 'name', label: 'Исм' }, sample: 'Али', shownSample: 'Али',
 *   shown: (m) => m.shadow.querySelector('input')!.value, enter: (m) => typeInto(m, 'Вали'), entered: 'Вали' });
 */
export function runControlContract(testCase: ControlContractCase): void {
  const { element } = testCase;
  const field = element.dataField!;
  const focusable = (mounted: MountedForm) => mounted.shadow.getElementById(`tf-${element.id}`) as HTMLElement | null;

  describe(`${element.type} control: the shared contract`, () => {
    let mounted: MountedForm | undefined;
    afterEach(() => mounted?.unmount());
    const mount = async (override: Partial<FormElementMeta> = {}, values: Record<string, unknown> = {}) =>
      (mounted = await mountForm([{ ...element, ...override }], { ...testCase.options, values }));

    it('shows the value the form starts with', async () => {
      const form = await mount({}, { [field]: testCase.sample });
      await vi.waitFor(() => expect(testCase.shown(form)).toEqual(testCase.shownSample));
    });

    it('puts what the user enters into the form', async () => {
      const form = await mount();
      await testCase.enter(form);
      await settle();
      await vi.waitFor(() => expect(form.form.getValues(field)).toEqual(testCase.entered));
    });

    it('is disabled when the element is', async () => {
      const form = await mount({ isDisabled: true });
      const target = focusable(form)!;
      expect(target).toBeTruthy();
      expect((target as HTMLInputElement).disabled || target.getAttribute('aria-disabled') === 'true').toBe(true);
    });

    it('is read-only when the element is', async () => {
      const form = await mount({ isReadOnly: true }, { [field]: testCase.sample });
      const target = focusable(form)!;
      const readOnly =
        (target as HTMLInputElement).readOnly || target.getAttribute('aria-readonly') === 'true' || (target as HTMLInputElement).disabled;
      expect(readOnly).toBe(true);
      expect(testCase.shown(form)).toEqual(testCase.shownSample);
    });

    it('shows the required message on submit and marks the control invalid', async () => {
      const form = await mount({ isRequired: true });
      expect(await form.submit()).toBeNull();
      const message = testCase.requiredMessage ?? 'Майдонни тўлдириш керак';
      await vi.waitFor(() => expect(form.shadow.querySelector('[role="alert"]')?.textContent).toBe(message));
      expect(focusable(form)!.getAttribute('aria-invalid')).toBe('true');
      expect(form.shadow.querySelector('.pl-field__required')).toBeTruthy();
    });

    it('shows an error under the field and ties it to the control', async () => {
      const form = await mount();
      form.form.setError(field, { type: 'server', message: 'Сервер рад этди' });
      await settle();
      const alert = form.shadow.querySelector('[role="alert"]')!;
      expect(alert.textContent).toBe('Сервер рад этди');
      expect(focusable(form)!.getAttribute('aria-describedby') ?? '').toContain(alert.id);
    });

    it('is named by its label', async () => {
      const form = await mount();
      const target = focusable(form)!;
      const label = form.shadow.querySelector(`label[for="tf-${element.id}"]`)!;
      expect(label).toBeTruthy();
      const labels = (target as HTMLInputElement).labels;
      const tied =
        (labels && [...labels].includes(label as HTMLLabelElement)) || (target.getAttribute('aria-labelledby') ?? '').includes(label.id);
      expect(tied).toBe(true);
    });

    it('is reached with Tab', async () => {
      const form = await mount();
      (document.activeElement as HTMLElement | null)?.blur();
      await sendKeys({ press: 'Tab' });
      await settle();
      const active = deepActiveElement();
      expect(active === focusable(form) || Boolean(active && form.shadow.querySelector(`[data-field="${field}"]`)?.contains(active))).toBe(
        true,
      );
    });
  });
}

import { afterEach, describe, expect, it } from 'vitest';
import { mountForm, type MountedForm } from './testing/mountForm';

describe('fieldset control (docs/behaviour.md §5 fieldset)', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  it('groups its children under a legend in their own grid, and disables them when it is disabled', async () => {
    mounted = await mountForm(
      [
        {
          id: 1,
          type: 'fieldset',
          label: 'Манзил',
          children: [
            { id: 2, type: 'input', dataField: 'city', label: 'Шаҳар', width: 6 },
            { id: 3, type: 'input', dataField: 'street', label: 'Кўча', width: 6 },
          ],
        },
      ],
      { values: { city: 'Тошкент' } },
    );
    const fieldset = mounted.shadow.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('Манзил');
    expect([...fieldset.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Шаҳар', 'Кўча']);
    expect(fieldset.querySelector<HTMLInputElement>('input')!.value).toBe('Тошкент');
    const cells = fieldset.querySelectorAll<HTMLElement>(':scope > .pl-form__grid > .pl-form__cell');
    expect([...cells].map((cell) => cell.style.gridColumn)).toEqual(['span 6', 'span 6']);
    await mounted.unmount();
    mounted = await mountForm([
      {
        id: 1,
        type: 'fieldset',
        label: 'Манзил',
        isDisabled: true,
        children: [{ id: 2, type: 'input', dataField: 'city', label: 'Шаҳар' }],
      },
    ]);
    expect(mounted.shadow.querySelector('input')!.matches(':disabled')).toBe(true);
  });
});

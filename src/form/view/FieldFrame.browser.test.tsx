import { afterEach, describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { mountForm, type MountedForm } from '../controls/testing/mountForm';

const GEAR = { href: (id: number) => `/forms/form_elements/${id}`, onClick: () => undefined };

describe("an administrator's gear beside a field", () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  // kitchen_sink's title has a counter under it ('0 / 100'); the field below it was labelled at the side, and
  // its gear, riding in the room above the cell, covered the counter's last digit.
  it('of a field labelled at the side stays inside its own cell, clear of what ends the cell above', async () => {
    const elements: FormElementMeta[] = [
      { id: 1, type: 'input', dataField: 'title', label: 'Сарлавҳа', hint: '0 / 100' },
      { id: 2, type: 'input', dataField: 'phone', label: '|Телефон' },
    ];
    mounted = await mountForm(elements, { gear: GEAR });
    (mounted.shadow.host as HTMLElement).style.width = '900px';
    const box = (selector: string) => mounted!.shadow.querySelector(selector)!.getBoundingClientRect();
    const gear = box('[data-element-id="2"] [data-gear-link]');
    const phoneCell = box('[data-element-id="2"]');
    const titleHint = box('[data-element-id="1"] .pl-field__hint');
    expect(gear.top).toBeGreaterThanOrEqual(phoneCell.top);
    expect(gear.bottom).toBeLessThanOrEqual(phoneCell.bottom);
    expect(gear.top).toBeGreaterThanOrEqual(titleHint.bottom);
    // Still on the field's row, beside its input.
    const input = box('[data-element-id="2"] input');
    expect(gear.left).toBeGreaterThanOrEqual(input.right);
    expect(gear.top).toBeLessThan(input.bottom);
  });
});

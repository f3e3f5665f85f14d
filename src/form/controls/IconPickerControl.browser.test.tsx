import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const element = { id: 1, type: 'icon', dataField: 'css_class', label: 'Белги' } as const;
const chosenName = (mounted: MountedForm) => mounted.shadow.querySelector('.pl-icon-picker__name')?.textContent;
const options = (mounted: MountedForm) => [...mounted.shadow.querySelectorAll<HTMLElement>('[role="option"]')];

runControlContract({
  element,
  sample: 'fa-solid fa-map',
  shownSample: 'fa-solid fa-map',
  shown: chosenName,
  enter: async (mounted) => {
    await typeInto(mounted.shadow.querySelector<HTMLInputElement>('#tf-1')!, 'map');
    await settle();
    options(mounted)[0].click();
  },
  entered: 'fa-solid fa-map',
});

describe('icon picker', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  it('finds icons by name and by search word, each named by its name, and marks the chosen one', async () => {
    mounted = await mountForm([element], { values: { css_class: 'fa-solid fa-house' } });
    const search = await vi.waitFor(() => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!);
    expect(search.getAttribute('role')).toBe('combobox');
    expect(mounted.shadow.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe('Белгилар');
    expect(mounted.shadow.querySelector('[role="option"][aria-selected="true"]')?.getAttribute('aria-label')).toBe('house');
    await typeInto(search, 'location');
    await settle();
    const names = options(mounted).map((option) => option.getAttribute('aria-label'));
    expect(names).toContain('map-location-dot');
    await typeInto(search, 'nosuchiconatall');
    await settle();
    expect(options(mounted)).toEqual([]);
    expect(mounted.shadow.querySelector('[role="status"]')?.textContent).toBe('Бундай белги топилмади');
  });

  it('is used with the keyboard: arrows move through the grid, Enter chooses, the clear button empties it', async () => {
    mounted = await mountForm([element]);
    const search = await vi.waitFor(() => mounted!.shadow.querySelector<HTMLInputElement>('#tf-1')!);
    expect(chosenName(mounted)).toBe('Белги танланмаган');
    await typeInto(search, 'map');
    await settle();
    const expected = options(mounted)[1].getAttribute('aria-label');
    search.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    const active = search.getAttribute('aria-activedescendant')!;
    expect(mounted.shadow.getElementById(active)?.getAttribute('aria-label')).toBe(expected);
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(mounted.form.getValues('css_class')).toBe(`fa-solid fa-${expected}`);
    expect(chosenName(mounted)).toBe(`fa-solid fa-${expected}`);
    const clear = [...mounted.shadow.querySelectorAll('button')].find((button) => button.textContent === 'Белгини тозалаш')!;
    clear.click();
    await settle();
    expect(mounted.form.getValues('css_class')).toBeNull();
  });
});

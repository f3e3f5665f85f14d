import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';

function tabs(extra: Partial<FormElementMeta> = {}): FormElementMeta[] {
  return [
    {
      id: 2,
      type: 'tab_container',
      saveStateKey: 'appeal-tabs',
      ...extra,
      children: [
        {
          id: 3,
          type: 'tab',
          label: 'Асосий',
          children: [{ id: 4, type: 'input', dataField: 'applicant', label: 'Ариза берувчи', isRequired: true }],
        },
        { id: 5, type: 'tab', label: 'Манзил', children: [{ id: 6, type: 'input', dataField: 'address', label: 'Манзил' }] },
        { id: 7, type: 'tab', label: 'Изоҳ', children: [{ id: 8, type: 'input', dataField: 'note', label: 'Изоҳ' }] },
      ],
    },
  ];
}

describe('tab container (docs/behaviour.md §5 tabs)', () => {
  let mounted: MountedForm | undefined;
  beforeEach(() => localStorage.removeItem('f:tab:index:appeal-tabs'));
  afterEach(() => mounted?.unmount());
  const tabList = () => [...mounted!.shadow.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const selected = () => tabList().find((tab) => tab.getAttribute('aria-selected') === 'true')?.firstChild?.textContent;
  const visiblePanel = () => [...mounted!.shadow.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden);

  it('draws the ARIA tabs, the first selected, its panel labelled by it, the others hidden but mounted', async () => {
    mounted = await mountForm(tabs());
    expect(tabList().map((tab) => tab.textContent)).toEqual(['Асосий', 'Манзил', 'Изоҳ']);
    expect(selected()).toBe('Асосий');
    expect(mounted.shadow.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('horizontal');
    const panels = visiblePanel();
    expect(panels).toHaveLength(1);
    expect(panels[0]!.getAttribute('aria-labelledby')).toBe(tabList()[0]!.id);
    expect(tabList()[0]!.getAttribute('aria-controls')).toBe(panels[0]!.id);
    // Fields of hidden tabs stay in the form.
    expect(mounted.shadow.querySelectorAll('input')).toHaveLength(3);
    expect(tabList().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it("draws the open tab's fields in the first frame, the other tabs' once it is painted", async () => {
    // Counted in the frame the first render is painted in, before the form is settled.
    let firstFrame: Promise<number> | undefined;
    mounted = await mountForm(tabs(), {
      onFirstCommit: (shadow) => {
        firstFrame = new Promise((resolve) => requestAnimationFrame(() => resolve(shadow.querySelectorAll('input').length)));
      },
    });
    expect(await firstFrame).toBe(1);
    expect(mounted.shadow.querySelectorAll('input')).toHaveLength(3);
  });

  it('moves with the arrow keys, Home and End, and remembers the tab in local storage', async () => {
    mounted = await mountForm(tabs());
    tabList()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(selected()).toBe('Манзил');
    expect(deepActiveElement()?.textContent).toBe('Манзил');
    expect(visiblePanel()[0]!.querySelector('input')!.name).toBe('address');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(selected()).toBe('Асосий');
    await sendKeys({ press: 'End' });
    await settle();
    expect(selected()).toBe('Изоҳ');
    expect(localStorage.getItem('f:tab:index:appeal-tabs')).toBe('2');
    await mounted.unmount();
    mounted = await mountForm(tabs());
    expect(selected()).toBe('Изоҳ');
  });

  it('starts at activeTab without a remembered index, and uses Up/Down when the list is on the left', async () => {
    mounted = await mountForm(tabs({ activeTab: 1, tabsPosition: 'left', saveStateKey: null }));
    expect(selected()).toBe('Манзил');
    expect(mounted.shadow.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('vertical');
    tabList()[1]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(selected()).toBe('Изоҳ');
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(selected()).toBe('Изоҳ');
    expect(localStorage.getItem('f:tab:index:appeal-tabs')).toBeNull();
  });

  it('puts a side list above the panels on a narrow screen, so the panels keep the whole width', async () => {
    const box = (selector: string) => mounted!.shadow.querySelector(selector)!.getBoundingClientRect();
    try {
      mounted = await mountForm(tabs({ tabsPosition: 'left', saveStateKey: null }));
      expect(box('.pl-tabs__panels').left).toBeGreaterThan(box('.pl-tabs__list').right - 1);
      await setViewport({ width: 420, height: 800 });
      await settle();
      expect(box('.pl-tabs__panels').top).toBeGreaterThanOrEqual(box('.pl-tabs__list').bottom - 1);
      expect(box('.pl-tabs__panels').width).toBeCloseTo(box('.pl-tabs').width, 0);
      expect(mounted.shadow.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('vertical');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('marks a tab whose field has an error, and validates fields of hidden tabs', async () => {
    mounted = await mountForm(tabs({ activeTab: 2, saveStateKey: null }));
    expect(selected()).toBe('Изоҳ');
    expect(mounted.shadow.querySelector('.pl-tabs__marker')).toBeNull();
    expect(await mounted.submit()).toBeNull();
    await vi.waitFor(() => expect(tabList()[0]!.querySelector('.pl-tabs__marker')?.textContent).toContain('Бу бўлимда хатолик бор'));
    expect(tabList()[1]!.querySelector('.pl-tabs__marker')).toBeNull();
    // The refused submit shows the tab holding the reason (a render after the marker's, on a busy machine).
    await vi.waitFor(() => expect(selected()).toBe('Асосий'));
    await vi.waitFor(() => expect(visiblePanel()[0]!.querySelector('[role="alert"]')?.textContent).toBe('Майдонни тўлдириш керак'));
    mounted.form.setValue('applicant', 'Али', { shouldValidate: true });
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('.pl-tabs__marker')).toBeNull());
  });

  it('leaves out a tab whose display condition does not hold', async () => {
    const elements = tabs({ saveStateKey: null });
    elements[0]!.children![2] = { ...elements[0]!.children![2]!, displayCondition: "applicant == 'Али'" };
    mounted = await mountForm(elements);
    expect(tabList().map((tab) => tab.textContent)).toEqual(['Асосий', 'Манзил']);
    mounted.form.setValue('applicant', 'Али');
    await vi.waitFor(() => expect(tabList().map((tab) => tab.textContent)).toEqual(['Асосий', 'Манзил', 'Изоҳ']));
  });
});

import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';
import { ThemePicker, type ThemePickerTheme } from './ThemePicker';

const THEMES: ThemePickerTheme[] = [
  {
    key: 'default',
    name: 'Асосий',
    colors: [
      { key: 'default', name: 'Стандарт', pickerColors: ['#1e293b', '#2563eb', '#f4f6fa'] },
      { key: 'dark', name: 'Тўқ', pickerColors: ['#0b1120', '#60a5fa', '#111827'] },
    ],
  },
  {
    key: 'precious',
    name: 'Қимматбаҳо',
    colors: [
      { key: 'silver', name: 'Кумуш', pickerColors: ['#cbd5e1', '#475569', '#f1f3f6'] },
      { key: 'gold', name: 'Олтин', pickerColors: ['#3b2a06', '#92600a', '#fbf6ea'] },
    ],
  },
];
const ALL = ['default.default', 'default.dark', 'precious.silver', 'precious.gold'];

function Harness(props: { enabled?: string[]; disabled?: boolean; onChange(theme: string, color: string): void }) {
  const [value, setValue] = useState({ theme: 'default', color: 'dark' });
  return (
    <ThemePicker
      themes={THEMES}
      value={value}
      enabledColors={props.enabled ?? ALL}
      disabled={props.disabled}
      label="Мавзуни танлаш"
      onChange={(theme, color) => {
        setValue({ theme, color });
        props.onChange(theme, color);
      }}
    />
  );
}

describe('ThemePicker', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function mount(props: { enabled?: string[]; disabled?: boolean } = {}) {
    const changes: string[] = [];
    mounted = await mountInShadow(<Harness {...props} onChange={(t, c) => changes.push(`${t}.${c}`)} />);
    return { changes, button: mounted.shadow.querySelector<HTMLButtonElement>('.pl-theme-picker')! };
  }

  const popover = () => mounted.shadow.querySelector<HTMLElement>('.pl-theme-popover');
  const swatches = () => [...popover()!.querySelectorAll<HTMLButtonElement>('button')];

  it('is a labelled button showing the current colours, with the popover closed', async () => {
    const { button } = await mount();
    expect(button.textContent).toBe('Мавзуни танлаш');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const parts = [...button.querySelectorAll<HTMLElement>('.pl-theme-swatch__part')].map((p) => getComputedStyle(p).backgroundColor);
    expect(parts).toEqual(['rgb(11, 17, 32)', 'rgb(96, 165, 250)', 'rgb(17, 24, 39)']);
    expect(popover()).toBeNull();
  });

  it('lists each theme with its colours as toggle buttons, the current one pressed and focused', async () => {
    const { button } = await mount();
    button.click();
    await settle(50);
    expect(popover()!.getAttribute('role')).toBe('dialog');
    expect(popover()!.getAttribute('aria-label')).toBe('Мавзуни танлаш');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const groups = [...popover()!.querySelectorAll<HTMLElement>('[role="group"]')];
    expect(groups.map((g) => mounted.shadow.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Асосий',
      'Қимматбаҳо',
    ]);
    expect(swatches().map((s) => s.getAttribute('aria-label'))).toEqual([
      'Асосий: Стандарт',
      'Асосий: Тўқ',
      'Қимматбаҳо: Кумуш',
      'Қимматбаҳо: Олтин',
    ]);
    expect(swatches().map((s) => s.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false', 'false']);
    expect(swatches()[3].querySelectorAll('.pl-theme-swatch__part')).toHaveLength(3);
    expect(deepActiveElement()).toBe(swatches()[1]);
  });

  it('calls onChange with the picked theme and colour, closes and gives the focus back', async () => {
    const { button, changes } = await mount();
    button.click();
    await settle(50);
    swatches()[3].click();
    await settle(50);
    expect(changes).toEqual(['precious.gold']);
    expect(popover()).toBeNull();
    expect(deepActiveElement()).toBe(button);
    button.click();
    await settle(50);
    expect(swatches()[3].getAttribute('aria-pressed')).toBe('true');
  });

  it('works from the keyboard: Enter opens, Tab moves, Enter picks, Escape closes', async () => {
    const { button, changes } = await mount();
    button.focus();
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(deepActiveElement()!.getAttribute('aria-label')).toBe('Асосий: Тўқ');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()!.getAttribute('aria-label')).toBe('Қимматбаҳо: Кумуш');
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(changes).toEqual(['precious.silver']);
    expect(deepActiveElement()).toBe(button);
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(popover()).not.toBeNull();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(popover()).toBeNull();
    expect(deepActiveElement()).toBe(button);
    expect(changes).toEqual(['precious.silver']);
  });

  it('lists only the enabled colours and leaves out a theme with none', async () => {
    const { button } = await mount({ enabled: ['default.default', 'default.dark'] });
    button.click();
    await settle(50);
    expect(swatches().map((s) => s.getAttribute('aria-label'))).toEqual(['Асосий: Стандарт', 'Асосий: Тўқ']);
    expect(popover()!.textContent).not.toContain('Қимматбаҳо');
  });

  it('is disabled when asked, and does not open', async () => {
    const { button, changes } = await mount({ disabled: true });
    expect(button.disabled).toBe(true);
    button.click();
    await settle(50);
    expect(popover()).toBeNull();
    expect(changes).toEqual([]);
  });
});

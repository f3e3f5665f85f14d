import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContextMenu } from './ContextMenu';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

const OPTIONS = [
  { key: 'open', label: 'Очиш' },
  { key: 'edit', label: 'Таҳрирлаш' },
  { key: 'archive', label: 'Архивлаш', disabled: true },
  { key: 'delete', label: 'Ўчириш' },
];

/** A row opening the menu at the pointer on right click, and a "more" button opening it beside itself. */
function Harness({ onSelect }: { onSelect(key: string): void }) {
  const [menu, setMenu] = useState<{ at?: { x: number; y: number }; anchor?: Element } | null>(null);
  return (
    <div style={{ padding: 40 }}>
      <div
        id="row"
        tabIndex={0}
        style={{ height: 30 }}
        onContextMenu={(e) => {
          e.preventDefault();
          setMenu({ at: { x: e.clientX, y: e.clientY } });
        }}
      >
        row
      </div>
      <button type="button" id="more" onClick={(e) => setMenu({ anchor: e.currentTarget })}>
        more
      </button>
      <ContextMenu
        open={menu !== null}
        title="Ариза №12"
        options={OPTIONS}
        at={menu?.at}
        anchor={menu?.anchor}
        onSelect={onSelect}
        onClose={() => setMenu(null)}
      />
    </div>
  );
}

function rightClick(target: Element, x: number, y: number) {
  target.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, button: 2 }),
  );
}

describe('ContextMenu', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function mount() {
    const picked: string[] = [];
    mounted = await mountInShadow(<Harness onSelect={(key) => picked.push(key)} />);
    return {
      picked,
      row: mounted.shadow.querySelector<HTMLElement>('#row')!,
      more: mounted.shadow.querySelector<HTMLButtonElement>('#more')!,
    };
  }

  const menu = () => mounted.shadow.querySelector<HTMLElement>('[role="menu"]');
  const items = () => [...menu()!.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];

  it('opens at the pointer with its title naming the menu, the options as menu items and the first one focused', async () => {
    const { row } = await mount();
    row.focus();
    rightClick(row, 120, 90);
    await settle(50);
    expect(menu()).not.toBeNull();
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(mounted.shadow.getElementById(menu()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Ариза №12');
    expect(items().map((i) => i.textContent)).toEqual(['Очиш', 'Таҳрирлаш', 'Архивлаш', 'Ўчириш']);
    expect(items()[2].disabled).toBe(true);
    expect(deepActiveElement()).toBe(items()[0]);
    const box = menu()!.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(120);
    expect(Math.round(box.top)).toBe(92);
  });

  it('moves with the arrow keys, skipping disabled options and wrapping, and picks with Enter', async () => {
    const { row, picked } = await mount();
    row.focus();
    rightClick(row, 100, 100);
    await settle(50);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()!.textContent).toBe('Таҳрирлаш');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()!.textContent).toBe('Ўчириш');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()!.textContent).toBe('Очиш');
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()!.textContent).toBe('Ўчириш');
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(picked).toEqual(['delete']);
    expect(menu()).toBeNull();
  });

  it('closes on Escape without picking and gives the focus back', async () => {
    const { row, picked } = await mount();
    row.focus();
    rightClick(row, 100, 100);
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(menu()).toBeNull();
    expect(picked).toEqual([]);
    expect(deepActiveElement()).toBe(row);
  });

  it('picks with a click', async () => {
    const { row, picked } = await mount();
    rightClick(row, 100, 100);
    await settle(50);
    items()[1].click();
    await settle(50);
    expect(picked).toEqual(['edit']);
    expect(menu()).toBeNull();
  });

  it('near the bottom-right corner flips above the pointer and keeps 20 px from the right edge', async () => {
    const { row } = await mount();
    const [x, y] = [innerWidth - 5, innerHeight - 5];
    rightClick(row, x, y);
    await settle(50);
    const box = menu()!.getBoundingClientRect();
    expect(box.right).toBeCloseTo(innerWidth - 20, 0);
    expect(box.bottom).toBeLessThanOrEqual(y);
    expect(box.top).toBeGreaterThanOrEqual(20);
  });

  it('opens beside an anchor, below it, and returns the focus to it', async () => {
    const { more } = await mount();
    more.focus();
    more.click();
    await settle(50);
    const anchorBox = more.getBoundingClientRect();
    const box = menu()!.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(Math.round(anchorBox.left));
    expect(Math.round(box.top)).toBe(Math.round(anchorBox.bottom + 4));
    expect(deepActiveElement()).toBe(items()[0]);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(deepActiveElement()).toBe(more);
  });

  it('opens at the anchor after having opened at a point', async () => {
    const { row, more } = await mount();
    rightClick(row, 300, 300);
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    more.click();
    await settle(50);
    expect(Math.round(menu()!.getBoundingClientRect().top)).toBe(Math.round(more.getBoundingClientRect().bottom + 4));
  });
});

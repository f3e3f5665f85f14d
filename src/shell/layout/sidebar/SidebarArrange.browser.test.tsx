import { sendKeys } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deepActiveElement, settle } from '../../../ui/testing/mountInShadow';
import { mountSidebar, type MountedSidebar } from './testing/mountSidebar';
import { expectFocusOn } from '../../../ui/testing/expectFocusOn';

let view: MountedSidebar;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await view?.mounted.unmount();
  view = undefined as unknown as MountedSidebar;
});

const control = (id: number) => view.shadow.querySelector<HTMLElement>(`[data-menu-item="${id}"]`);
const row = (id: number) => control(id)!.closest('li')!;
const topLevel = () =>
  [...view.shadow.querySelectorAll<HTMLElement>('.pl-nav > .pl-nav__list > .pl-nav__item > .pl-nav__row > [data-menu-item]')].map((n) =>
    Number(n.dataset.menuItem),
  );
const lockButton = () => view.shadow.querySelector<HTMLButtonElement>('.pl-nav-controls button[aria-pressed]')!;
const resetButton = () =>
  [...view.shadow.querySelectorAll<HTMLButtonElement>('.pl-nav-controls button')].find((b) => b.textContent === 'Тартибни тиклаш')!;

async function altPress(key: string) {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
}

/** Native HTML5 drag of one row onto another, as the browser fires it. */
async function drag(from: number, to: number, position: 'before' | 'after') {
  const data = new DataTransfer();
  const target = row(to).querySelector<HTMLElement>('.pl-nav__row')!;
  const box = target.getBoundingClientRect();
  const clientY = position === 'before' ? box.top + 2 : box.bottom - 2;
  const fire = (node: Element, type: string) =>
    node.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: data, clientX: box.left + 20, clientY }),
    );
  fire(row(from), 'dragstart');
  await settle();
  fire(target, 'dragenter');
  fire(target, 'dragover');
  await settle();
  expect(row(to).className).toContain(`pl-nav__item--drop-${position}`);
  fire(target, 'drop');
  fire(row(from), 'dragend');
  await settle();
}

describe('Sidebar: reordering (docs/behaviour.md §1)', () => {
  it('is locked by default; the control unlocks it, persisted as isDraggingAllowed', async () => {
    view = await mountSidebar();
    expect(lockButton().getAttribute('aria-pressed')).toBe('false');
    expect(lockButton().textContent).toBe('Менюни тартиблаш');
    expect(row(7).getAttribute('draggable')).toBeNull();
    expect(resetButton().disabled).toBe(true);
    lockButton().click();
    await settle();
    expect(lockButton().getAttribute('aria-pressed')).toBe('true');
    expect(row(7).getAttribute('draggable')).toBe('true');
    expect(control(7)!.getAttribute('draggable')).toBe('false');
    expect(localStorage.getItem('isDraggingAllowed')).toBe('true');
    expect(view.shadow.querySelector('.pl-nav-controls__hint')!.textContent).toContain('Alt+↑/↓');
    await view.mounted.unmount();
    view = await mountSidebar();
    expect(lockButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('drags a row among its siblings, saves menuOrder, and reset restores the server order', async () => {
    localStorage.setItem('isDraggingAllowed', 'true');
    view = await mountSidebar();
    expect(topLevel()).toEqual([1, 7, 8]);
    await drag(8, 1, 'before');
    expect(topLevel()).toEqual([8, 1, 7]);
    expect(JSON.parse(localStorage.getItem('menuOrder')!)).toEqual({ root: [8, 1, 7] });
    await drag(8, 7, 'after');
    expect(topLevel()).toEqual([1, 7, 8]);
    resetButton().click();
    await settle();
    expect(localStorage.getItem('menuOrder')).toBeNull();
    expect(view.shadow.querySelector('[role="status"][aria-live]')!.textContent).toBe('Тартиб тикланди');
  });

  it('moves the focused item with Alt+ArrowUp/Down, keeping focus and announcing the place', async () => {
    localStorage.setItem('isDraggingAllowed', 'true');
    view = await mountSidebar({ path: '/pages/dashboard' });
    control(7)!.focus();
    await altPress('ArrowUp');
    await settle();
    expect(topLevel()).toEqual([7, 1, 8]);
    expectFocusOn(control(7));
    expect(view.shadow.querySelector('[role="status"][aria-live]')!.textContent).toBe('Бошқарув панели 1-ўринга кўчирилди');
    await altPress('ArrowDown');
    await altPress('ArrowDown');
    await settle();
    expect(topLevel()).toEqual([1, 8, 7]);
    expect(JSON.parse(localStorage.getItem('menuOrder')!)).toEqual({ root: [1, 8, 7] });
  });

  it('applies a saved order on load and never moves while locked', async () => {
    localStorage.setItem('menuOrder', JSON.stringify({ root: [8, 7, 1] }));
    view = await mountSidebar({ path: '/pages/dashboard' });
    expect(topLevel()).toEqual([8, 7, 1]);
    control(7)!.focus();
    await altPress('ArrowDown');
    await settle();
    expect(topLevel()).toEqual([8, 7, 1]);
  });
});

describe('Sidebar: collapsed (docs/behaviour.md §1)', () => {
  it('shows icons only, no footer and no reordering, even when unlocked', async () => {
    localStorage.setItem('isDraggingAllowed', 'true');
    view = await mountSidebar({ collapsed: true });
    expect(view.shadow.querySelector('.pl-sidebar--collapsed')).toBeTruthy();
    expect(view.shadow.querySelectorAll('.pl-nav__name')).toHaveLength(0);
    expect(view.shadow.querySelector('.pl-nav-controls')).toBeNull();
    expect(view.shadow.querySelector('[draggable="true"]')).toBeNull();
    expect(view.shadow.querySelector('.pl-sidebar__footer')).toBeNull();
    expect(control(7)!.getAttribute('aria-label')).toBe('Бошқарув панели');
    expect(control(1)!.getAttribute('aria-label')).toBe('Мурожаатлар');
    await view.rerender(false);
    expect(view.shadow.querySelector('.pl-nav-controls')).toBeTruthy();
    expect(view.shadow.querySelector('[draggable="true"]')).toBeTruthy();
  });

  it('opens a group’s fly-out on click, in the shadow root, and a link in it closes it', async () => {
    view = await mountSidebar({ collapsed: true, path: '/pages/dashboard' });
    const trigger = control(1)!;
    trigger.click();
    await settle(50);
    const flyout = view.shadow.querySelector<HTMLElement>('.pl-flyout')!;
    expect(flyout).toBeTruthy();
    expect(document.querySelector('.pl-flyout')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(flyout.getAttribute('aria-label')).toBe('Мурожаатлар');
    expect(flyout.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().right);
    flyout.querySelector<HTMLAnchorElement>('[data-menu-item="3"]')!.click();
    await settle(50);
    expect(view.router.getLocation().fullPath).toBe('/forms/appeals?_mid=3');
    expect(view.onLinkFollowed).toHaveBeenCalledTimes(1);
    expect(view.shadow.querySelector('.pl-flyout')).toBeNull();
    expect(trigger.closest('li')!.className).toContain('pl-nav__item--in-path');
  });

  it('is keyboard reachable: ArrowRight opens and enters, ArrowLeft and Escape go back', async () => {
    view = await mountSidebar({ collapsed: true, path: '/pages/dashboard' });
    control(7)!.focus();
    await sendKeys({ press: 'ArrowUp' });
    expectFocusOn(control(1));
    await sendKeys({ press: 'ArrowRight' });
    await settle(50);
    const flyout = view.shadow.querySelector<HTMLElement>('.pl-flyout')!;
    expectFocusOn(flyout.querySelector('[data-menu-item="2"]'));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expectFocusOn(flyout.querySelector('[data-menu-item="4"]'));
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(flyout.textContent).toContain('Кўриб чиқилмоқда');
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    await sendKeys({ press: 'ArrowLeft' });
    await settle(50);
    expect(view.shadow.querySelector('.pl-flyout')).toBeNull();
    expectFocusOn(control(1));
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(view.shadow.querySelector('.pl-flyout')).toBeTruthy();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(view.shadow.querySelector('.pl-flyout')).toBeNull();
    expectFocusOn(control(1));
    await sendKeys({ press: 'Space' });
    await settle(50);
    expect(view.shadow.querySelector('.pl-flyout')).toBeTruthy();
    expect(deepActiveElement()!.closest('.pl-flyout')).toBeTruthy();
  });

  it('opens on hover', async () => {
    view = await mountSidebar({ collapsed: true, path: '/pages/dashboard' });
    const trigger = control(8)!;
    const box = trigger.getBoundingClientRect();
    trigger.dispatchEvent(
      new PointerEvent('pointerenter', { bubbles: false, clientX: box.left + 5, clientY: box.top + 5, pointerType: 'mouse' }),
    );
    trigger.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false, clientX: box.left + 5, clientY: box.top + 5 }));
    trigger.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + 6, clientY: box.top + 6 }));
    await settle(200);
    expect(view.shadow.querySelector('.pl-flyout')?.textContent).toContain('Менюлар');
  });
});

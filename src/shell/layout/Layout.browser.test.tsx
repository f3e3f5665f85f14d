import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deepActiveElement, mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { mountLayout, type MountedLayout } from './testing/mountLayout';
import { useMenuCollapse, type MenuCollapse } from './useMenuCollapse';

describe('layout frame', () => {
  let layout: MountedLayout;
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await layout?.mounted.unmount();
    layout = undefined as unknown as MountedLayout;
  });

  const root = () => layout.shadow.querySelector<HTMLElement>('.pl-layout')!;
  const mobileButton = (name: string) => layout.shadow.querySelector<HTMLButtonElement>(`.pl-mobilebar button[aria-label="${name}"]`)!;

  it('has the four regions in the desktop layout, without the mobile bar', async () => {
    await setViewport({ width: 1400, height: 900 });
    layout = await mountLayout();
    expect(layout.region('sidebar')).toBeTruthy();
    expect(layout.region('topbar')!.hidden).toBe(false);
    expect(layout.region('body')!.tagName).toBe('MAIN');
    expect(layout.region('mobilebar')).toBeNull();
    expect(root().dataset.mode).toBe('wide');
  });

  it('gives the page’s heading the focus when nothing on the page has it (a page load, the sign-in form gone)', async () => {
    await setViewport({ width: 1400, height: 900 });
    (document.activeElement as HTMLElement | null)?.blur();
    layout = await mountLayout({ body: <h1>Барча мурожаатлар</h1> });
    await settle(20);
    expect(deepActiveElement()?.textContent).toBe('Барча мурожаатлар');
  });

  it('leaves the focus where the page has it', async () => {
    await setViewport({ width: 1400, height: 900 });
    const hostInput = document.body.appendChild(document.createElement('input'));
    hostInput.focus();
    try {
      layout = await mountLayout({ body: <h1>Барча мурожаатлар</h1> });
      await settle(20);
      expect(document.activeElement).toBe(hostInput);
    } finally {
      hostInput.remove();
    }
  });

  it('never collapses the menu under 992 px and brings the stored choice back when wider', async () => {
    localStorage.setItem('menu_collapsed', 'true');
    await setViewport({ width: 1400, height: 900 });
    layout = await mountLayout();
    expect(root().hasAttribute('data-collapsed')).toBe(true);
    await setViewport({ width: 900, height: 900 });
    await settle();
    expect(root().dataset.mode).toBe('drawer');
    expect(root().hasAttribute('data-collapsed')).toBe(false);
    expect(layout.shadow.querySelector('.pl-topbar__toggle')).toBeNull();
    await setViewport({ width: 1100, height: 900 });
    await settle();
    expect(root().hasAttribute('data-collapsed')).toBe(true);
  });

  it('under 992 px opens the menu as a drawer, and the drawer and the top bar close each other', async () => {
    await setViewport({ width: 900, height: 900 });
    layout = await mountLayout();
    const sidebar = layout.region('sidebar')!;
    const topbar = layout.region('topbar')!;
    const menu = mobileButton('Меню');
    const more = mobileButton('Қўшимча амаллар');
    expect(menu.getAttribute('aria-controls')).toBe(sidebar.id);
    expect(more.getAttribute('aria-controls')).toBe(topbar.id);
    expect(sidebar.inert).toBe(true);
    expect(topbar.hidden).toBe(true);
    expect(sidebar.getBoundingClientRect().right).toBeLessThanOrEqual(0);

    menu.click();
    await settle(300);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.inert).toBe(false);
    expect(sidebar.getBoundingClientRect().left).toBe(0);
    expect(deepActiveElement()).toBe(sidebar);
    expect(layout.shadow.querySelector('.pl-layout__backdrop')).toBeTruthy();

    more.click();
    await settle();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(topbar.hidden).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.inert).toBe(true);

    menu.click();
    await settle();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(topbar.hidden).toBe(true);
  });

  it('closes the drawer on Escape or a backdrop click, giving focus back to its button', async () => {
    await setViewport({ width: 600, height: 800 });
    layout = await mountLayout();
    const menu = mobileButton('Меню');
    menu.click();
    await settle();
    expect(deepActiveElement()).toBe(layout.region('sidebar'));
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(menu);

    menu.click();
    await settle();
    layout.shadow.querySelector<HTMLElement>('.pl-layout__backdrop')!.click();
    await settle();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(menu);
  });

  it('keeps the folded top bar open when Escape only closes the account menu in it', async () => {
    await setViewport({ width: 900, height: 900 });
    layout = await mountLayout();
    mobileButton('Қўшимча амаллар').click();
    await settle();
    const account = layout.shadow.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!;
    account.focus();
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(layout.shadow.querySelector('[role="menu"]')).toBeTruthy();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(layout.shadow.querySelector('[role="menu"]')).toBeNull();
    expect(layout.region('topbar')!.hidden).toBe(false);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(layout.region('topbar')!.hidden).toBe(true);
    expect(deepActiveElement()).toBe(mobileButton('Қўшимча амаллар'));
  });

  it('opens the drawer for Shift+Left and reaches the mobile bar with Shift+Up', async () => {
    await setViewport({ width: 900, height: 900 });
    layout = await mountLayout();
    layout.region('body')!.querySelector('button')!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Shift' });
    await settle();
    expect(mobileButton('Меню').getAttribute('aria-expanded')).toBe('true');
    expect(deepActiveElement()).toBe(layout.region('sidebar'));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Shift' });
    await settle();
    expect(mobileButton('Меню').getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(layout.region('mobilebar'));
  });
});

describe('useMenuCollapse after a menu link', () => {
  let mounted: Mounted;
  let state: MenuCollapse;
  function Probe() {
    state = useMenuCollapse();
    return null;
  }
  beforeEach(() => localStorage.clear());
  afterEach(() => mounted?.unmount());

  it('collapses the menu 200 ms after a link click at 1100 px, and remembers it', async () => {
    await setViewport({ width: 1100, height: 800 });
    mounted = await mountInShadow(<Probe />);
    expect(state.collapsed).toBe(false);
    state.onLinkFollowed();
    await settle(120);
    expect(state.collapsed).toBe(false);
    await settle(150);
    expect(state.collapsed).toBe(true);
    expect(localStorage.getItem('menu_collapsed')).toBe('true');
  });

  it('leaves the menu alone above 1200 px', async () => {
    await setViewport({ width: 1300, height: 800 });
    mounted = await mountInShadow(<Probe />);
    state.onLinkFollowed();
    await settle(300);
    expect(state.collapsed).toBe(false);
  });

  it('closes the drawer instead under 992 px', async () => {
    await setViewport({ width: 800, height: 800 });
    mounted = await mountInShadow(<Probe />);
    state.toggleMobile('drawer');
    await settle();
    expect(state.panels.drawer).toBe(true);
    state.onLinkFollowed();
    await settle(300);
    expect(state.panels.drawer).toBe(false);
    expect(state.collapsed).toBe(false);
    expect(localStorage.getItem('menu_collapsed')).toBeNull();
  });
});

import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText } from '../../ui/testing/byText';
import { ToastViewport } from '../../ui/ToastViewport';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountLayout, type MountedLayout } from './testing/mountLayout';

describe('top bar', () => {
  let layout: MountedLayout;
  beforeEach(async () => {
    localStorage.clear();
    // Wide enough for the desktop layout: under 992 px the top bar folds behind the mobile bar.
    await setViewport({ width: 1400, height: 900 });
  });
  afterEach(() => layout?.mounted.unmount());

  const accountButton = () => layout.shadow.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!;
  const menu = () => layout.shadow.querySelector<HTMLElement>('[role="menu"]');
  const items = () => [...layout.shadow.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const labels = () => items().map((item) => item.textContent);

  async function openWithKeyboard() {
    accountButton().focus();
    await sendKeys({ press: 'Enter' });
    await settle(50);
  }

  it('has a menu button whose menu opens in the shadow root on the first item and moves with arrows, Home and End', async () => {
    layout = await mountLayout({ info: { settingsPage: true } });
    const button = accountButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('Алишер Навоий');
    await openWithKeyboard();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu()).toBeTruthy();
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(button.getAttribute('aria-controls')).toBe(menu()!.id);
    expect(labels()).toEqual(['Созламалар', 'Фойдаланувчи хавфсизлиги', 'Чиқиш']);
    expect(deepActiveElement()).toBe(items()[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).toBe(items()[1]);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).toBe(items()[2]);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).toBe(items()[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()).toBe(items()[2]);
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).toBe(items()[0]);
  });

  it('keeps a toast clear of the account name and avatar (the welcome after sign-in)', async () => {
    layout = await mountLayout({
      body: (
        <ToastViewport
          toasts={[{ id: 1, variant: 'success', title: 'Хабар', text: 'Тизимга хуш келибсиз' }]}
          onDismiss={() => {}}
          closeLabel="Ёпиш"
        />
      ),
    });
    await settle(20);
    const toast = layout.shadow.querySelector('.pl-toast')!.getBoundingClientRect();
    const account = accountButton().getBoundingClientRect();
    expect(toast.top).toBeGreaterThanOrEqual(account.bottom);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    layout = await mountLayout();
    await openWithKeyboard();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(menu()).toBeNull();
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(accountButton());
  });

  it('shows the first letter of the username without a photo, and the photo when there is one', async () => {
    layout = await mountLayout({ user: { username: 'user', photo: null } });
    expect(accountButton().querySelector('.pl-avatar')!.textContent).toBe('U');
    await layout.mounted.unmount();
    const photo = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    layout = await mountLayout({ user: { username: 'shoh', photo } });
    expect(accountButton().querySelector<HTMLImageElement>('img.pl-avatar')!.getAttribute('src')).toBe(photo);
    await layout.mounted.unmount();
    // A photo that fails to load falls back to the letter.
    layout = await mountLayout({ user: { username: 'shoh', photo: 'data:image/gif;base64,broken' } });
    await vi.waitFor(() => expect(accountButton().querySelector('.pl-avatar')!.textContent).toBe('S'));
  });

  it('lists settings only with the settings-page flag, and leaves them to the router', async () => {
    layout = await mountLayout({ info: { settingsPage: false } });
    await openWithKeyboard();
    expect(labels()).toEqual(['Фойдаланувчи хавфсизлиги', 'Чиқиш']);
    await layout.mounted.unmount();

    layout = await mountLayout({ info: { settingsPage: true } });
    await openWithKeyboard();
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(layout.router.getLocation().path).toBe('/system/profile');
    expect(menu()).toBeNull();
  });

  it('offers administrators the project settings form, and hides it in force-user mode and from users', async () => {
    layout = await mountLayout({ user: { permissions: ['platon.admin'] }, info: { settingsPage: true } });
    await openWithKeyboard();
    expect(labels()).toEqual(['Созламалар', 'Фойдаланувчи хавфсизлиги', 'Лойиҳа созламалари', 'Қайта қўнғироқ сўровлари', 'Чиқиш']);
    byText<HTMLAnchorElement>(layout.shadow, '[role="menuitem"]', 'Лойиҳа созламалари')!.click();
    await settle(50);
    expect(layout.router.getLocation().path).toBe('/forms/project_settings/1');
    layout.runtime.store.setState({ forceUser: true });
    await openWithKeyboard();
    expect(labels()).not.toContain('Лойиҳа созламалари');
  });

  it('sends user security to the profile page’s security section inside the app, and logout to the confirmation', async () => {
    layout = await mountLayout();
    await openWithKeyboard();
    const security = byText<HTMLAnchorElement>(layout.shadow, '[role="menuitem"]', 'Фойдаланувчи хавфсизлиги')!;
    expect(security.tagName).toBe('A');
    expect(security.getAttribute('href')).not.toBe('/auth/user');
    security.click();
    await settle(50);
    expect(layout.router.getLocation().path).toBe('/system/profile');
    expect(layout.router.getLocation().query).toEqual({ section: 'security' });
    await openWithKeyboard();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: ' ' });
    await settle(50);
    expect(layout.services.confirmLogout).toHaveBeenCalledTimes(1);
    expect(menu()).toBeNull();
  });

  it('switches the language through chooseLocale: translations loaded, the choice saved for the user', async () => {
    layout = await mountLayout();
    const select = layout.shadow.querySelector<HTMLSelectElement>('.pl-topbar select')!;
    expect([...select.options].map((o) => o.value)).toEqual(['uz', 'la', 'ru', 'en', 'qq']);
    layout.apiGet.mockImplementation(async (path: string) => (path === 'web/assets/translations' ? { Чиқиш: 'Выход' } : { data: null }));
    select.value = 'ru';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(layout.runtime.store.getState().locale).toBe('ru'));
    await vi.waitFor(() => expect(layout.apiGet).toHaveBeenCalledWith('user-locale/', { locale: 'ru' }));
    expect(layout.apiGet).toHaveBeenCalledWith('web/assets/translations', { locale: 'ru' });
    await openWithKeyboard();
    expect(labels()).toContain('Выход');
  });

  it('hides the theme picker with theme.hidden and disables it with admin.hidden', async () => {
    layout = await mountLayout({ user: { permissions: ['theme.hidden'] } });
    expect(layout.shadow.querySelector('.pl-theme-picker')).toBeNull();
    await layout.mounted.unmount();

    layout = await mountLayout({ user: { permissions: ['admin.hidden'] } });
    expect(layout.shadow.querySelector<HTMLButtonElement>('.pl-theme-picker')!.disabled).toBe(true);
    await layout.mounted.unmount();

    layout = await mountLayout();
    expect(layout.shadow.querySelector<HTMLButtonElement>('.pl-theme-picker')!.disabled).toBe(false);
  });

  it('stores a picked theme, announces SetUserTheme and paints the frame', async () => {
    layout = await mountLayout();
    const announced = vi.fn();
    layout.runtime.events.on('SetUserTheme', announced);
    layout.shadow.querySelector<HTMLButtonElement>('.pl-theme-picker')!.click();
    await settle(50);
    layout.shadow.querySelector<HTMLButtonElement>('[data-theme="precious"][data-color="gold"]')!.click();
    await settle(50);
    expect(layout.runtime.store.getState().theme).toEqual({ theme: 'precious', themeColor: 'gold' });
    expect(JSON.parse(localStorage.getItem('theme')!)).toEqual({ theme: 'precious', themeColor: 'gold' });
    expect(announced).toHaveBeenCalledWith({ theme: 'precious', themeColor: 'gold' });
    // Painting the frame is the element host's (RuntimeGate); here the picker's own state shows the choice.
    expect(layout.shadow.querySelector('.pl-theme-picker .pl-theme-swatch')).toBeTruthy();
  });

  it('projects host content into the top bar through named slots', async () => {
    layout = await mountLayout();
    const help = document.createElement('a');
    help.slot = 'topbar-end';
    help.href = '/help';
    help.textContent = 'Help';
    const start = document.createElement('span');
    start.slot = 'topbar-start';
    start.textContent = 'Portal';
    layout.mounted.host.append(help, start);
    await settle();
    const topbar = layout.region('topbar')!;
    expect(topbar.contains(help.assignedSlot)).toBe(true);
    expect(topbar.contains(start.assignedSlot)).toBe(true);
    expect(help.getBoundingClientRect().width).toBeGreaterThan(0);
    const top = topbar.getBoundingClientRect();
    const link = help.getBoundingClientRect();
    expect(link.top).toBeGreaterThanOrEqual(top.top);
    expect(link.bottom).toBeLessThanOrEqual(top.bottom);
  });

  it('toggles the menu with aria-expanded and aria-controls pointing at the sidebar, and remembers it', async () => {
    layout = await mountLayout();
    const toggle = layout.shadow.querySelector<HTMLButtonElement>('.pl-topbar__toggle')!;
    expect(toggle.getAttribute('aria-controls')).toBe(layout.region('sidebar')!.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    await settle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('menu_collapsed')).toBe('true');
    await layout.mounted.unmount();
    layout = await mountLayout();
    expect(layout.shadow.querySelector('.pl-topbar__toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(layout.shadow.querySelector('.pl-layout')!.hasAttribute('data-collapsed')).toBe(true);
  });

  describe("the administrators' edit mode switch (issue 43)", () => {
    const editSwitch = () => layout.shadow.querySelector<HTMLButtonElement>('[role="switch"]');

    it('is not there for a user', async () => {
      layout = await mountLayout();
      expect(editSwitch()).toBeNull();
    });

    it('is off by default for an admin, a labelled switch that turns the edit links on and is remembered for the user', async () => {
      layout = await mountLayout({ user: { permissions: ['platon.admin'] } });
      const button = editSwitch()!;
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('aria-checked')).toBe('false');
      expect(button.textContent).toBe('Таҳрирлаш режими');
      expect(button.title).toContain('созлаш ҳаволаларини кўрсатади');
      // Its label shows beside the track at this width, inside the top bar.
      const label = button.querySelector('.pl-edit-switch__label')!.getBoundingClientRect();
      expect(label.width).toBeGreaterThan(40);
      expect(layout.region('topbar')!.contains(button)).toBe(true);
      expect(layout.runtime.store.getState().editLinks).toBe(false);

      button.focus();
      await sendKeys({ press: 'Space' });
      await settle();
      expect(button.getAttribute('aria-checked')).toBe('true');
      expect(layout.runtime.store.getState().editLinks).toBe(true);
      expect(localStorage.getItem('platon:edit-mode:2')).toBe('true');
      button.click();
      await settle();
      expect(button.getAttribute('aria-checked')).toBe('false');
      expect(layout.runtime.store.getState().editLinks).toBe(false);
    });

    it('hides in the user view (Ctrl+Shift+D), which turns the edit links off until it ends', async () => {
      layout = await mountLayout({ user: { permissions: ['platon.admin'] } });
      editSwitch()!.click();
      await settle();
      layout.runtime.store.setState({ forceUser: true });
      await settle();
      expect(editSwitch()).toBeNull();
      expect(layout.runtime.store.getState().editLinks).toBe(false);
      layout.runtime.store.setState({ forceUser: false });
      await settle();
      expect(editSwitch()!.getAttribute('aria-checked')).toBe('true');
      expect(layout.runtime.store.getState().editLinks).toBe(true);
    });
  });
});

import { sendKeys } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deepActiveElement, settle } from '../../../ui/testing/mountInShadow';
import { mountSidebar, SIDEBAR_AD, SIDEBAR_MENUS, type MountedSidebar } from './testing/mountSidebar';
import { expectFocusOn } from '../../../ui/testing/expectFocusOn';
import { testMenuItem } from '../../../core/menu/testMenuItem';
import { setEditMode } from '../../../core/session/editMode';

let view: MountedSidebar;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await view?.mounted.unmount();
  view = undefined as unknown as MountedSidebar;
});

const control = (id: number) => view.shadow.querySelector<HTMLElement>(`[data-menu-item="${id}"]`);
const names = () => [...view.shadow.querySelectorAll('.pl-sidebar__nav .pl-nav__name')].map((n) => n.textContent);
const currentId = () => {
  const links = [...view.shadow.querySelectorAll<HTMLElement>('[aria-current="page"]')];
  expect(links.length).toBeLessThanOrEqual(1);
  return links.length ? Number(links[0].dataset.menuItem) : null;
};

describe('Sidebar: content (docs/behaviour.md §1)', () => {
  it('shows the project title, the profile block and the menu with icons, badges, divider and style', async () => {
    view = await mountSidebar();
    const text = view.shadow.querySelector('.pl-sidebar')!.textContent!;
    expect(view.shadow.querySelector('.pl-sidebar__title')!.textContent).toBe('Platon');
    expect(text).toContain('Алишер Навоий');
    expect(text).toContain('Бош мутахассис');
    expect(view.shadow.querySelector('.pl-avatar--letter')!.textContent).toBe('U');
    expect(view.shadow.querySelector('nav')!.getAttribute('aria-label')).toBe('Меню');
    expect(names()).toEqual(['Мурожаатлар', 'Барча мурожаатлар', 'Янги мурожаат', 'Ҳолат бўйича', 'Бошқарув панели', 'Конфигурация']);
    // One icon path (ui/icons/Icon): configured Font Awesome names are glyphs of the icon set...
    await vi.waitFor(() => expect(getComputedStyle(control(1)!.querySelector('.pl-nav__icon i')!, '::before').content).toMatch(/^".+"$/));
    // ...and an unknown icon class falls back to the first letter.
    control(8)!.click();
    await settle();
    await vi.waitFor(() => expect(control(9)!.querySelector('.pl-glyph__letter')!.textContent).toBe('М'));
    const badge = control(2)!.querySelector('.pl-badge')!;
    expect(badge.textContent).toBe('128');
    expect(badge.className).toContain('pl-badge--primary');
    const dashboard = control(7)!;
    // The divider before it is drawn on its own item: a list holds only list items (axe 'list').
    expect(dashboard.closest('li')!.classList.contains('pl-nav__item--divided')).toBe(true);
    const listChildren = [...view.shadow.querySelectorAll('.pl-nav__list')].flatMap((list) => [...list.children]);
    expect(listChildren.filter((child) => child.tagName !== 'LI' || child.hasAttribute('role'))).toEqual([]);
    expect(dashboard.style.color).toBe('rgb(255, 0, 0)');
    expect(dashboard.style.background).toBe('');
  });

  it('translates menu names through the shared i18n', async () => {
    view = await mountSidebar();
    view.runtime.i18n.addBundle('en', { Мурожаатлар: 'Appeals', 'Бошқарув панели': 'Dashboard' });
    await view.runtime.i18n.changeLanguage('en');
    await settle();
    expect(names()).toContain('Appeals');
    expect(names()).toContain('Dashboard');
  });

  it('shows the advertisement’s title in the chosen language, the defined text where untranslated', async () => {
    view = await mountSidebar();
    await vi.waitFor(() => expect(view.shadow.querySelector('.pl-ad')).toBeTruthy());
    view.runtime.i18n.addBundle('ru', { 'Platon реклама': 'Реклама Platon' });
    await view.runtime.i18n.changeLanguage('ru');
    await settle();
    expect(view.shadow.querySelector('.pl-ad__title')!.textContent).toBe('Реклама Platon');
    await view.runtime.i18n.changeLanguage('en');
    await settle();
    expect(view.shadow.querySelector('.pl-ad__title')!.textContent).toBe('Platon реклама');
  });

  it('shows the footer with ad, copyright and versions to non-admins, and counts an ad click', async () => {
    view = await mountSidebar();
    await vi.waitFor(() => expect(view.shadow.querySelector('.pl-ad')).toBeTruthy());
    const ad = view.shadow.querySelector<HTMLAnchorElement>('.pl-ad a')!;
    expect(view.shadow.querySelector('.pl-ad')!.getAttribute('aria-label')).toBe('Реклама');
    expect(ad.textContent).toBe('Platon реклама');
    expect(ad.href).toBe('https://example.com/ad');
    expect(ad.target).toBe('_blank');
    expect(ad.rel).toContain('noopener');
    // Count the click without leaving the test page.
    ad.addEventListener('click', (event) => event.preventDefault(), { once: true });
    ad.click();
    expect(view.apiRequest).toHaveBeenCalledWith('ads/increment', { method: 'PUT', query: { id: SIDEBAR_AD.id } });
    const copyright = view.shadow.querySelector<HTMLAnchorElement>('.pl-sidebar__copyright')!;
    expect(copyright.textContent).toBe('© Platon');
    expect(copyright.href).toBe('https://example.com/');
    const versions = view.shadow.querySelector('.pl-sidebar__versions')!.textContent;
    expect(versions).toContain('Илова версияси 2.3.4');
    expect(versions).toContain('Лойиҳа версияси 1.0.7');
  });

  it('shows no ad to an admin, but does in force-user mode', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] } });
    await settle(50);
    expect(view.shadow.querySelector('.pl-ad')).toBeNull();
    expect(view.apiGet).not.toHaveBeenCalledWith('ads');
    view.runtime.store.setState({ forceUser: true });
    await vi.waitFor(() => expect(view.shadow.querySelector('.pl-ad')).toBeTruthy());
  });

  it('treats an admin as one before the project info names the product, as tables and forms do (issue 16)', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, info: { product: undefined } });
    await settle(50);
    expect(view.shadow.querySelector('.pl-ad')).toBeNull();
    expect(view.shadow.querySelector('[data-gear-link]')).not.toBeNull();
  });

  it('offers a retry when the menu cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    view = await mountSidebar({ menus: null, failMenusOnce: true });
    const alert = await vi.waitFor(() => {
      const found = view.shadow.querySelector('.pl-sidebar__nav [role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent).toContain('Менюни юклашда хатолик');
    alert.querySelector('button')!.click();
    await vi.waitFor(() => expect(names()).toContain('Мурожаатлар'));
    expect(view.apiGet.mock.calls.filter(([path]) => path === 'menus')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('[platon] menus unavailable', expect.any(Error));
    warn.mockRestore();
  });
});

describe('Sidebar: the active item (docs/behaviour.md §1)', () => {
  it('marks the _mid item with aria-current and opens its groups', async () => {
    view = await mountSidebar({ path: '/pages/other?_mid=5' });
    expect(currentId()).toBe(5);
    expect(control(1)!.getAttribute('aria-expanded')).toBe('true');
    expect(control(4)!.getAttribute('aria-expanded')).toBe('true');
    expect(control(8)!.getAttribute('aria-expanded')).toBe('false');
  });

  it('without _mid, matches the route, params and the query without underscore parameters', async () => {
    view = await mountSidebar({ path: '/tables/appeals?status=resolved&_target=self' });
    expect(currentId()).toBe(6);
    view.router.navigate('/pages/dashboard');
    await settle();
    expect(currentId()).toBe(7);
    view.router.navigate('/tables/regions');
    await settle();
    expect(currentId()).toBeNull();
  });

  it('a menu click goes to the item with its own _mid (dropping the old one) and tells the layout', async () => {
    view = await mountSidebar({ path: '/tables/appeals?status=in_review&_mid=5' });
    (control(3) as HTMLAnchorElement).click();
    await settle();
    expect(view.router.getLocation().fullPath).toBe('/forms/appeals?_mid=3');
    expect(currentId()).toBe(3);
    expect(view.onLinkFollowed).toHaveBeenCalledTimes(1);
    // The groups the user had open stay open.
    expect(control(4)!.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Sidebar: highlight and long names (issue 43)', () => {
  /** The background seen at a point of the row: the first non-transparent one from the element there up to the item. */
  const backgroundAt = (x: number, y: number) => {
    for (let node = view.shadow.elementFromPoint(x, y); node && node.tagName !== 'LI'; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return null;
  };

  it('the active item is highlighted up to the sidebar’s edge, past the administrator’s pencil', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, path: '/pages/dashboard' });
    expect(currentId()).toBe(7);
    const row = control(7)!.closest('li')!.querySelector('.pl-nav__row')!.getBoundingClientRect();
    const nav = view.shadow.querySelector('.pl-sidebar__nav')!.getBoundingClientRect();
    const y = row.top + row.height / 2;
    const highlight = backgroundAt(row.left + 8, y);
    expect(highlight).not.toBeNull();
    expect(backgroundAt(nav.right - 2, y)).toBe(highlight);
  });

  it('a long name wraps to at most two lines, with the whole name in the title and the accessible name', async () => {
    const long = 'Ташкилотлар ва уларнинг бўлинмалари бўйича келиб тушган барча мурожаатлар рўйхати';
    view = await mountSidebar({ menus: [testMenuItem(21, '/tables/appeals', { name: long })], path: '/tables/appeals' });
    const link = control(21)!;
    const name = link.querySelector<HTMLElement>('.pl-nav__name')!;
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight) || parseFloat(getComputedStyle(name).fontSize) * 1.2;
    expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(name.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    expect(link.title).toBe(long);
    expect(name.textContent).toBe(long);
    expect(name.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('Sidebar: groups and keyboard', () => {
  it('toggles a group with click, Enter and Space, with aria-expanded', async () => {
    view = await mountSidebar({ path: '/pages/dashboard' });
    const group = control(8) as HTMLButtonElement;
    expect(group.tagName).toBe('BUTTON');
    expect(group.getAttribute('aria-expanded')).toBe('false');
    group.click();
    await settle();
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(view.shadow.getElementById(group.getAttribute('aria-controls')!)!.textContent).toContain('Менюлар');
    group.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await sendKeys({ press: 'Space' });
    await settle();
    expect(group.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrow keys: down/up between items, right opens or enters, left closes or goes up', async () => {
    view = await mountSidebar({ path: '/pages/dashboard' });
    control(1)!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(control(1)!.getAttribute('aria-expanded')).toBe('true');
    expectFocusOn(control(1));
    await sendKeys({ press: 'ArrowRight' });
    expectFocusOn(control(2));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expectFocusOn(control(4));
    await sendKeys({ press: 'ArrowUp' });
    expectFocusOn(control(3));
    await sendKeys({ press: 'ArrowLeft' });
    expectFocusOn(control(1));
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    expect(control(1)!.getAttribute('aria-expanded')).toBe('false');
    await sendKeys({ press: 'End' });
    expectFocusOn(control(8));
    await sendKeys({ press: 'Home' });
    expectFocusOn(control(1));
  });
});

describe('Sidebar: admin edit links (docs/behaviour.md §2)', () => {
  const editLinks = () => [...view.shadow.querySelectorAll<HTMLAnchorElement>('.pl-nav__edit')].map((a) => a.getAttribute('aria-label'));

  it('an admin gets edit links for own-project items only, opening the menus form as a modal', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, path: '/tables/menus?_mid=9' });
    expect(editLinks()).toEqual(['Таҳрирлаш: Мурожаатлар', 'Таҳрирлаш: Бошқарув панели']);
    control(1)!.click();
    await settle();
    expect(editLinks()).toContain('Таҳрирлаш: Ҳолат бўйича');
    expect(editLinks()).not.toContain('Таҳрирлаш: Менюлар');
    const edit = view.shadow.querySelector<HTMLAnchorElement>('[aria-label="Таҳрирлаш: Бошқарув панели"]')!;
    edit.click();
    expect(view.services.openModal).toHaveBeenCalledWith('/forms/menus/7?_target=modal&_mid=9', '80%');
    expect(view.router.getLocation().fullPath).toBe('/tables/menus?_mid=9');
  });

  it('keeps the edit links out of the Tab order; F2 on a menu item focuses its own edit link', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, path: '/pages/dashboard' });
    const edits = [...view.shadow.querySelectorAll<HTMLAnchorElement>('.pl-nav__edit')];
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.map((edit) => edit.tabIndex)).toEqual(edits.map(() => -1));
    control(1)!.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.classList.contains('pl-nav__edit')).toBe(false);
    control(7)!.focus();
    await sendKeys({ press: 'F2' });
    expectFocusOn(view.shadow.querySelector('[aria-label="Таҳрирлаш: Бошқарув панели"]'));
  });

  it('keeps a long badge inside its link, clear of the edit link, when the name has a long word', async () => {
    // The demo's count: 'мурожаатлар' beside '100 000' did not fit in the menu's width and ran under the pencil.
    const menus = SIDEBAR_MENUS.map((group) =>
      group.id === 1
        ? { ...group, children: group.children!.map((child) => (child.id === 2 ? { ...child, badge: '100000' } : child)) }
        : group,
    );
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, menus, path: '/tables/appeals' });
    const row = control(2)!.closest('.pl-nav__row')!;
    // A count reads as the table's total does.
    expect(row.querySelector('.pl-badge')!.textContent).toBe('100 000');
    const badge = row.querySelector('.pl-badge')!.getBoundingClientRect();
    const link = control(2)!.getBoundingClientRect();
    const edit = row.querySelector('.pl-nav__edit')!.getBoundingClientRect();
    expect(badge.right).toBeLessThanOrEqual(link.right);
    expect(badge.right).toBeLessThanOrEqual(edit.left);
    // The name keeps its words whole: the badge moved under it instead.
    expect(badge.top).toBeGreaterThanOrEqual(row.querySelector('.pl-nav__name')!.getBoundingClientRect().bottom - 1);
  });

  it('none for an admin with the edit mode off (the default): not in the DOM, back when it is turned on', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] } });
    expect(editLinks()).toEqual([]);
    expect(view.shadow.querySelector('[data-gear-link]')).toBeNull();
    setEditMode(view.runtime.store, true);
    await settle();
    expect(editLinks()).toContain('Таҳрирлаш: Бошқарув панели');
  });

  it('none for an admin in force-user mode or for other users', async () => {
    view = await mountSidebar({ user: { permissions: ['platon.admin'] }, editMode: true, forceUser: true });
    expect(editLinks()).toEqual([]);
    view.runtime.store.setState({ forceUser: false });
    await settle();
    expect(editLinks().length).toBeGreaterThan(0);
    await view.mounted.unmount();
    view = await mountSidebar({ editMode: true });
    expect(editLinks()).toEqual([]);
  });
});

describe('Sidebar: organisation switcher', () => {
  it('lists the user’s organisations with the current one chosen', async () => {
    view = await mountSidebar({
      user: {
        orgId: 302345678,
        organizations: [
          { tin: '201234567', pinfl: null, name: 'Фуқаролар мурожаатлари маркази', nameLa: 'Fuqarolar murojaatlari markazi' },
          { tin: '302345678', pinfl: null, name: 'Тошкент шаҳар ҳокимлиги', nameLa: 'Toshkent shahar hokimligi' },
        ],
      },
    });
    const select = view.shadow.querySelector<HTMLSelectElement>('.pl-sidebar__org select')!;
    expect(view.shadow.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Ташкилот');
    expect([...select.options].map((o) => o.value)).toEqual(['201234567', '302345678']);
    expect(select.value).toBe('302345678');
  });

  it('is absent without organisations', async () => {
    view = await mountSidebar();
    expect(view.shadow.querySelector('.pl-sidebar__org')).toBeNull();
  });
});

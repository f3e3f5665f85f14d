import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { settle } from '../../ui/testing/mountInShadow';
import { inputLabelled, mountProfile, typeInto, type MountedProfile } from './testing/mountProfile';

// A 1x1 PNG: the enable dialog only has to show it.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the profile page (docs/behaviour.md §3)', () => {
  let page: MountedProfile | undefined;
  beforeEach(() => setViewport({ width: 1366, height: 900 }));
  afterEach(() => page?.mounted.unmount());

  const toggles = () => [...page!.shadow.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
  const toggle = (title: string) => toggles().find((b) => b.textContent?.includes(title))!;
  const bodyOf = (button: HTMLButtonElement) => page!.shadow.getElementById(button.getAttribute('aria-controls')!)!;

  it('heads the page with the name, the @handle, the post and the avatar, and keeps the permissions in a hidden list', async () => {
    page = await mountProfile({
      user: {
        username: 'director',
        fullName: 'Жасур Раҳимов',
        postName: 'Директор',
        permissions: ['platon.tables.read', 'platon.forms.write'],
      },
    });
    expect(page.shadow.querySelector('h1')!.textContent).toBe('Жасур Раҳимов');
    expect(byText(page.shadow, 'p', '@director')).toBeTruthy();
    expect(byText(page.shadow, 'p', 'Директор')).toBeTruthy();
    // No photo: the first letter of the username, as in the sidebar and the top bar.
    expect(page.shadow.querySelector('.pl-avatar--letter')!.textContent).toBe('D');
    const permissions = [...page.shadow.querySelectorAll('li')].filter((li) => li.closest('[hidden]'));
    expect(permissions.map((li) => li.textContent)).toEqual(['platon.tables.read', 'platon.forms.write']);
    expect(permissions[0].getBoundingClientRect().height).toBe(0);
  });

  it('shows the photo when the user has one, and the username when there is no full name', async () => {
    page = await mountProfile({ user: { username: 'user', fullName: null, photo: `data:image/png;base64,${PNG}` } as never });
    expect(page.shadow.querySelector('h1')!.textContent).toBe('user');
    expect(page.shadow.querySelector<HTMLImageElement>('img.pl-avatar')!.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
  });

  it('has four panels, the first open, each a button that says what it controls and toggles from the keyboard', async () => {
    page = await mountProfile();
    expect(toggles().map((b) => b.textContent)).toEqual([
      expect.stringContaining('Паролни ўзгартириш'),
      expect.stringContaining('Икки босқичли кириш'),
      expect.stringContaining('Электрон имзо оқ/қора рўйхати'),
      expect.stringContaining('Очиқ сеанслар'),
    ]);
    expect(toggles().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    for (const button of toggles()) expect(bodyOf(button).hidden).toBe(button.getAttribute('aria-expanded') !== 'true');

    const otp = toggle('Икки босқичли кириш');
    otp.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(otp.getAttribute('aria-expanded')).toBe('true');
    expect(bodyOf(otp).hidden).toBe(false);
    await sendKeys({ press: 'Space' });
    await settle();
    expect(otp.getAttribute('aria-expanded')).toBe('false');
    expect(bodyOf(otp).hidden).toBe(true);
  });

  it('gives every input a label and reaches every control with Tab', async () => {
    page = await mountProfile();
    toggle('Электрон имзо оқ/қора рўйхати').click();
    await settle();
    const visible = [...page.shadow.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter(
      (el) => !el.hidden && el.getClientRects().length > 0,
    );
    expect(visible.length).toBe(4);
    for (const field of visible) {
      const label = page.shadow.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(field.id)}"]`);
      expect(label?.textContent?.trim(), field.outerHTML).toBeTruthy();
    }
    expect(inputLabelled(page.shadow, 'Жорий парол')!.type).toBe('password');
    expect(inputLabelled(page.shadow, 'Янги парол')!.type).toBe('password');

    // From the first panel's button, Tab walks through the password form, the other panels and the list form.
    toggles()[0].focus();
    const reached = new Set<Element>();
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (active) reached.add(active);
      // Keyboard focus on a panel's button is visible (the theme's focus ring).
      if (active === toggles()[1]) expect(getComputedStyle(active).boxShadow).not.toBe('none');
    }
    for (const control of [
      inputLabelled(page.shadow, 'Жорий парол'),
      inputLabelled(page.shadow, 'Янги парол'),
      toggles()[1],
      toggles()[2],
      inputLabelled(page.shadow, 'Сертификат рақамлари (вергул билан)'),
      inputLabelled(page.shadow, 'Рўйхат тури'),
    ]) {
      expect(reached.has(control!), control!.outerHTML.slice(0, 80)).toBe(true);
    }
  });

  it('with ?section=security, scrolls the security section into view and puts focus on its heading', async () => {
    await setViewport({ width: 420, height: 300 });
    page = await mountProfile({ section: 'security' });
    const heading = page.shadow.querySelector<HTMLElement>('#pl-profile-security')!;
    expect(heading.textContent).toBe('Хавфсизлик');
    expectFocusOn(heading);
    const top = heading.getBoundingClientRect().top;
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(300);
  });

  it('does not move focus without the query', async () => {
    page = await mountProfile();
    expect(page.shadow.activeElement).toBeNull();
  });

  it('switches the one-time code on: the state line, the session user and the buttons follow', async () => {
    page = await mountProfile({
      section: 'security',
      answer: ({ path }) =>
        path === 'enable-otp'
          ? { data: PNG, secret: 'JBSWY3DPEHPK3PXP' }
          : path === 'verify-otp'
            ? { data: { verified: true } }
            : undefined,
    });
    const panel = bodyOf(toggle('Икки босқичли кириш'));
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('[role="status"]')!.textContent).toBe('Бир марталик код ўчирилган');
    expect(byText(panel, 'button', 'Ўчириш')).toBeNull();
    byText<HTMLButtonElement>(panel, 'button', 'Ёқиш')!.click();
    await vi.waitFor(() => expect(byText<HTMLButtonElement>(page!.shadow, 'button', 'Кейинги')!.disabled).toBe(false));
    expect(page.calls.find((c) => c.path === 'enable-otp')).toMatchObject({ method: 'GET', base: 'auth' });
    byText<HTMLButtonElement>(page.shadow, 'button', 'Кейинги')!.click();
    await settle();
    typeInto(inputLabelled(page.shadow, 'Бир марталик код')!, '123456');
    byText<HTMLButtonElement>(page.shadow, 'button', 'Тасдиқлаш')!.click();
    await vi.waitFor(() => expect(page!.runtime.store.getState().user!.hasOtpSecret).toBe(true));
    expect(page.calls.filter((c) => c.path === 'verify-otp')).toEqual([
      expect.objectContaining({ method: 'POST', base: 'auth', query: { otp: '123456' } }),
    ]);
    expect(panel.querySelector('[role="status"]')!.textContent).toBe('Бир марталик код ёқилган');
    await vi.waitFor(() => expect(page!.shadow.querySelector('[role="dialog"]')).toBeNull(), { timeout: 2000 });
    expect(byText(panel, 'button', 'Қайта ёқиш')).toBeTruthy();
    expect(byText(panel, 'button', 'Ўчириш')).toBeTruthy();
  });

  it('switches the one-time code off from the enabled state', async () => {
    page = await mountProfile({
      user: { hasOtpSecret: true },
      answer: ({ path }) => (path === 'disable-otp' ? { data: { statusCode: 200 } } : undefined),
    });
    toggle('Икки босқичли кириш').click();
    await settle();
    byText<HTMLButtonElement>(page.shadow, 'button', 'Ўчириш')!.click();
    await settle();
    const dialog = page.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    typeInto(inputLabelled(page.shadow, 'Бир марталик код')!, '654321');
    byText<HTMLButtonElement>(dialog, 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(page!.runtime.store.getState().user!.hasOtpSecret).toBe(false));
    expect(page.calls.filter((call) => call.path !== 'account/sessions')).toEqual([
      expect.objectContaining({ path: 'whitelist/get' }),
      { path: 'disable-otp', method: 'POST', base: 'auth', query: { otp: '654321' }, body: undefined },
    ]);
    await vi.waitFor(() => expect(page!.shadow.querySelector('[role="dialog"]')).toBeNull(), { timeout: 2000 });
  });

  for (const width of [1366, 420]) {
    it(`fits a ${width} px wide screen without sideways scrolling`, async () => {
      await setViewport({ width, height: 800 });
      page = await mountProfile({
        user: { username: 'director', fullName: 'Жасур Раҳимов Абдуллаевич', postName: 'Бош директор ўринбосари' },
        answer: ({ path }) =>
          path === 'whitelist/get' ? { data: [{ imzoSerial: '7770c2a4d3e1f0b9a8c7d6e5f4a3b2c1', type: true }] } : undefined,
      });
      for (const button of toggles()) if (button.getAttribute('aria-expanded') === 'false') button.click();
      await vi.waitFor(() => expect(page!.shadow.querySelector('table')).toBeTruthy());
      const article = page.shadow.querySelector<HTMLElement>('.pl-profile')!;
      expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
      for (const el of page.shadow.querySelectorAll<HTMLElement>(
        '.pl-profile button, .pl-profile input, .pl-profile select, .pl-profile table',
      )) {
        expect(el.getBoundingClientRect().right, el.outerHTML.slice(0, 80)).toBeLessThanOrEqual(width + 1);
      }
    });
  }
});

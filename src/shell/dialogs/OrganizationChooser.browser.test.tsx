import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization, User } from '../../core/api/contract';
import type { RequestOptions } from '../../core/api/apiClient';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { ShellContext } from '../routing/ShellContext';
import { createShellTestServices } from '../testing/shellTestServices';
import { OrganizationChooser } from './OrganizationChooser';

const ORGS: Organization[] = [
  { tin: '305123456', pinfl: null, name: '«Тошкент Савдо» АЖ', nameLa: '«Toshkent Savdo» AJ' },
  { tin: '306234567', pinfl: null, name: 'Фуқаролар маркази', nameLa: 'Fuqarolar markazi' },
];

/** A director who signed in with a digital signature and has not chosen an organisation yet. */
const SIGNER: Partial<User> = {
  username: 'director',
  fullName: 'Жасур Раҳимов',
  registeredWithEimzo: true,
  eimzoAllowToLogin: 'all',
  pinfl: '30505851234567',
  orgId: null,
};

describe('the organisation chooser (docs/behaviour.md §10, §6)', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  async function mount(user: Partial<User>, organizations: Organization[] | Error = ORGS, locale = 'uz') {
    const { runtime, services } = createShellTestServices({ user });
    runtime.store.setState({ locale });
    const calls: { path: string; options: RequestOptions }[] = [];
    const reload = vi.fn(() => calls.push({ path: 'reload', options: {} }));
    runtime.api.request = (async (path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      if (path === 'user_organizations') {
        if (organizations instanceof Error) throw organizations;
        return { data: organizations };
      }
      if (path === 'change_user_org') return { data: { ...runtime.store.getState().user, orgId: Number(options.query!.org_id) } };
      return { data: [] };
    }) as PlatonRuntime['api']['request'];
    mounted = await mountInShadow(
      <ShellContext.Provider value={services}>
        <OrganizationChooser reload={reload} />
      </ShellContext.Provider>,
    );
    await settle(20);
    return { runtime, services, calls, reload, paths: () => calls.map((c) => c.path) };
  }

  const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]');
  const radios = () => [...mounted!.shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const radioLabels = () => radios().map((r) => r.closest('label')!.textContent);

  it('asks a signature user with a PINFL who has not chosen, listing the organisations and their own entry', async () => {
    const { calls, runtime } = await mount(SIGNER);
    expect(calls[0]).toEqual({ path: 'user_organizations', options: { base: 'auth' } });
    expect(dialog()).toBeTruthy();
    expect(dialog()!.querySelector('h2')!.textContent).toBe('Ташкилотни танланг');
    expect(dialog()!.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    expect(radioLabels()).toEqual(['«Тошкент Савдо» АЖ', 'Фуқаролар маркази', 'Жасур Раҳимов']);
    expect(runtime.store.getState().organizations.map((o) => o.tin ?? o.pinfl)).toEqual(['305123456', '306234567', '30505851234567']);
    expect(byText<HTMLButtonElement>(dialog()!, 'button', 'Танлаш')!.disabled).toBe(true);
  });

  it('names the organisations in Latin script for Latin-script languages', async () => {
    await mount(SIGNER, ORGS, 'la');
    expect(radioLabels()).toEqual(['«Toshkent Savdo» AJ', 'Fuqarolar markazi', 'Жасур Раҳимов']);
  });

  it('switches on the server, then the session, then reloads', async () => {
    const { paths, runtime, reload } = await mount(SIGNER);
    radios()[1].click();
    await settle();
    byText<HTMLButtonElement>(dialog()!, 'button', 'Танлаш')!.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(paths()).toEqual(['user_organizations', 'change_user_org', 'reload']);
    expect(runtime.store.getState().user!.orgId).toBe(306234567);
  });

  it('is chosen from the keyboard: arrows move the choice, Enter on the button confirms', async () => {
    const { calls, reload } = await mount(SIGNER);
    radios()[0].focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(radios()[1].checked).toBe(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(byText(dialog()!, 'button', 'Танлаш'));
    await sendKeys({ press: 'Enter' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.path === 'change_user_org')!.options).toEqual({ base: 'auth', query: { org_id: '306234567' } });
  });

  it('offers "Чиқиш", the shell’s logout confirmation', async () => {
    const { services } = await mount(SIGNER);
    byText<HTMLButtonElement>(dialog()!, 'button', 'Чиқиш')!.click();
    expect(services.confirmLogout).toHaveBeenCalledTimes(1);
  });

  it('does not close on an outside click', async () => {
    await mount(SIGNER);
    mounted!.shadow.querySelector<HTMLElement>('.pl-overlay')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    mounted!.shadow.querySelector<HTMLElement>('.pl-overlay')!.click();
    await settle();
    expect(dialog()).toBeTruthy();
  });

  for (const [who, user, loads] of [
    ['a password user', { ...SIGNER, registeredWithEimzo: false }, false],
    ['a signature user limited to legal entities', { ...SIGNER, eimzoAllowToLogin: 'legal' }, false],
    ['a signature user limited to individuals', { ...SIGNER, eimzoAllowToLogin: 'individuals' }, true],
    ['a user who already chose', { ...SIGNER, orgId: 305123456 }, true],
    ['a user without a PINFL and two organisations', { ...SIGNER, pinfl: null }, true],
  ] as const) {
    it(`does not ask ${who}${loads ? ', though it loads the organisations' : ', nor loads the organisations'}`, async () => {
      const { paths } = await mount(user as Partial<User>);
      expect(paths().includes('user_organizations')).toBe(loads);
      expect(paths().includes('change_user_org')).toBe(false);
      expect(dialog()).toBeNull();
    });
  }

  it('picks the only organisation by itself, without a reload or a question', async () => {
    const { paths, runtime, reload } = await mount({ ...SIGNER, pinfl: null }, [ORGS[0]]);
    await vi.waitFor(() => expect(runtime.store.getState().user!.orgId).toBe(305123456));
    expect(paths()).toEqual(['user_organizations', 'change_user_org']);
    expect(reload).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('only logs a failed load and asks nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(SIGNER, new Error('502'));
    expect(warn).toHaveBeenCalled();
    expect(dialog()).toBeNull();
    warn.mockRestore();
  });
});

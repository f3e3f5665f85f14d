import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import type { Call24Settings } from '../../core/api/call24Contract';
import { byText } from '../../ui/testing/byText';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountLayout, type MountedLayout } from '../layout/testing/mountLayout';

const SETTINGS: Call24Settings = {
  enabled: true,
  pages: ['/tables/*'],
  topics: ['Маълумотлар', 'Бошқа савол'],
  intro: 'Рақамингизни қолдиринг',
};

/** Issue 15: the call-back widget in the layout — its page rules, and its dialog's checks and answers. */
describe('the call-back widget', () => {
  let layout: MountedLayout | undefined;
  afterEach(async () => {
    await layout?.mounted.unmount();
    layout = undefined;
  });

  const button = () => layout!.shadow.querySelector<HTMLButtonElement>('button.pl-call24__button');
  const dialog = () => layout!.shadow.querySelector<HTMLElement>('[role="dialog"]');
  async function until<T>(read: () => T | null | undefined, what = String(read)): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = read();
      if (value) return value;
      await settle(20);
    }
    throw new Error(`timed out: ${what}`);
  }

  it('shows on the pages the rules allow, to administrators on every page, and not when switched off', async () => {
    layout = await mountLayout({ info: { call24: SETTINGS } });
    expect(button()).toBeTruthy();
    // Its name is the title; it is a landmark of its own.
    expect(button()!.textContent).toContain('Қайта қўнғироқ');
    expect(button()!.closest('aside')!.getAttribute('aria-label')).toBe('Қайта қўнғироқ');
    layout.router.navigate('/async');
    await settle();
    expect(button()).toBeNull();
    await layout.mounted.unmount();

    layout = await mountLayout({ user: { permissions: ['platon.admin'] }, info: { call24: SETTINGS } });
    layout.router.navigate('/async');
    await settle();
    expect(button()).toBeTruthy();
    // Force-user mode hides admin features: the rules apply again.
    layout.runtime.store.setState({ forceUser: true });
    await settle();
    expect(button()).toBeNull();
    await layout.mounted.unmount();

    layout = await mountLayout({ info: { call24: { ...SETTINGS, enabled: false } } });
    expect(button()).toBeNull();
  });

  it('checks the phone and topic before sending, sends the page it was opened on, and hands focus back', async () => {
    layout = await mountLayout({ info: { call24: SETTINGS } });
    const request = vi.fn(async () => ({ data: { id: 1 } }));
    layout.runtime.api.request = request as never;
    // As a click does in a browser: the button has the focus the dialog gives back.
    button()!.focus();
    button()!.click();
    const opened = await until(dialog);
    const phone = await until(() => opened.querySelector<HTMLInputElement>('input[type="tel"]'));
    await until(() => (deepActiveElement() === phone ? phone : null));
    expect(byText(opened, 'p', 'Рақамингизни қолдиринг')).toBeTruthy();

    await sendKeys({ type: '12-34' });
    byText<HTMLButtonElement>(opened, 'button', 'Юбориш')!.click();
    await settle();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(layout.shadow.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Телефон рақами нотўғри');
    expect(opened.querySelector('select')!.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();

    phone.focus();
    phone.select();
    await sendKeys({ type: '+998 90 123-45-67' });
    const select = opened.querySelector('select')!;
    select.value = 'Маълумотлар';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    byText<HTMLButtonElement>(opened, 'button', 'Юбориш')!.click();
    await until(() => (dialog() ? null : true));
    expect(request).toHaveBeenCalledWith('call24/requests', {
      method: 'POST',
      body: { phone: '+998 90 123-45-67', topic: 'Маълумотлар', comment: undefined, page: '/tables/appeals' },
    });
    expect(layout.runtime.toasts.getState().toasts.map((toast) => toast.text)).toContain(
      'Сўровингиз қабул қилинди: тез орада сизга қўнғироқ қилишади',
    );
    await until(() => (deepActiveElement() === button() ? true : null));
  });

  it('says the server’s refusal in the dialog and stays open', async () => {
    layout = await mountLayout({ info: { call24: { enabled: true } } });
    layout.runtime.api.request = vi.fn(async () => {
      throw new ApiError(429, { message: '10 дақиқа ичида 3 тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг' });
    }) as never;
    button()!.click();
    const opened = await until(dialog);
    const phone = await until(() => opened.querySelector<HTMLInputElement>('input[type="tel"]'));
    phone.focus();
    await sendKeys({ type: '901234567' });
    // No topics configured: the user types one.
    opened.querySelector<HTMLInputElement>('input[name="topic"]')!.focus();
    await sendKeys({ type: 'Савол' });
    await sendKeys({ press: 'Enter' });
    const alert = await until(() => opened.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('10 дақиқа ичида 3 тадан ортиқ');
    expect(dialog()).toBeTruthy();
    await sendKeys({ press: 'Escape' });
    await until(() => (dialog() ? null : true));
  });
});

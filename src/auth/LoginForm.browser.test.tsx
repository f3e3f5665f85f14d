import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { LoginForm, type Credentials } from './LoginForm';

const t = (key: string) => key;

describe('LoginForm', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  it('ties labels to inputs and is usable with the keyboard alone', async () => {
    const sent: Credentials[] = [];
    mounted = await mountInShadow(<LoginForm t={t} busy={false} error={null} onSubmit={(c) => sent.push(c)} />);
    const username = mounted.shadow.querySelector<HTMLInputElement>('input[name="username"]')!;
    const password = mounted.shadow.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(mounted.shadow.querySelector(`label[for="${username.id}"]`)!.textContent).toBe('Логин');
    expect(mounted.shadow.querySelector(`label[for="${password.id}"]`)!.textContent).toBe('Парол');
    expect(password.type).toBe('password');

    username.focus();
    await sendKeys({ type: ' admin ' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).toBe(password);
    await sendKeys({ type: 'admin123' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(sent).toEqual([{ username: 'admin', password: 'admin123' }]);
  });

  it('has the username field focused when the sign-in page opens', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    mounted = await mountInShadow(<LoginForm t={t} busy={false} error={null} onSubmit={() => {}} />);
    expect(deepActiveElement()).toBe(mounted.shadow.querySelector('input[name="username"]'));
  });

  it('asks for both fields before sending anything', async () => {
    const sent: Credentials[] = [];
    mounted = await mountInShadow(<LoginForm t={t} busy={false} error={null} onSubmit={(c) => sent.push(c)} />);
    mounted.shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle();
    expect(sent).toEqual([]);
    expect(mounted.shadow.querySelector('input[name="username"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(mounted.shadow.textContent).toContain('Майдонни тўлдириш керак');
  });

  it('shows and hides the password', async () => {
    mounted = await mountInShadow(<LoginForm t={t} busy={false} error={null} onSubmit={() => {}} />);
    const toggle = mounted.shadow.querySelector<HTMLButtonElement>('button[aria-label="Паролни кўрсатиш"]')!;
    toggle.click();
    await settle();
    expect(mounted.shadow.querySelector<HTMLInputElement>('input[name="password"]')!.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Паролни яшириш');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the error it is given in an alert', async () => {
    mounted = await mountInShadow(<LoginForm t={t} busy={false} error="Логин ёки пароль нотугри!" onSubmit={() => {}} />);
    expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Логин ёки пароль нотугри!');
  });
});

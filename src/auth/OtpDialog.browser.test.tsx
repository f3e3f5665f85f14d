import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { OtpDialog } from './OtpDialog';

const t = (key: string) => key;

describe('OtpDialog', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function open(onSubmit: (code: string) => Promise<string | null>) {
    mounted = await mountInShadow(<OtpDialog open t={t} onSubmit={onSubmit} onCancel={() => {}} />);
    await settle(50);
    return mounted.shadow.querySelector<HTMLInputElement>('input[name="otp"]')!;
  }

  it('has the spec title, a labelled input and the focus', async () => {
    const input = await open(async () => null);
    expect(mounted.shadow.querySelector('[role="dialog"] h2')!.textContent).toBe('Бир марталик кодни тасдиқланг');
    expect(mounted.shadow.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Бир марталик код');
    expect(deepActiveElement()).toBe(input);
  });

  it('keeps digits only, at most six', async () => {
    const input = await open(async () => null);
    await sendKeys({ type: '12a3-45678' });
    await settle();
    expect(input.value).toBe('123456');
  });

  it('does not submit fewer than six digits and shows the error state', async () => {
    const sent: string[] = [];
    const input = await open(async (code) => {
      sent.push(code);
      return null;
    });
    await sendKeys({ type: '123' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(sent).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Код 6 та рақамдан иборат бўлиши керак');
  });

  it('submits six digits and shows the server error for a wrong code', async () => {
    const sent: string[] = [];
    const input = await open(async (code) => {
      sent.push(code);
      return 'Бир марталик код нотўғри';
    });
    await sendKeys({ type: '654321' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(sent).toEqual(['654321']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('');
    expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Бир марталик код нотўғри');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import type { User } from '../../core/api/contract';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { OTP_DISABLE_CLOSE_MS, OtpDisableDialog } from './OtpDisableDialog';
import { OTP_ENABLE_CLOSE_MS, OtpEnableDialog } from './OtpEnableDialog';
import { inputLabelled } from './testing/mountProfile';

const t = (key: string) => key;
// A 1x1 transparent PNG: the dialog only has to show it.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type Options = { query?: Record<string, string>; body?: unknown };

function runtimeAnswering(answer: (path: string, options: Options) => unknown): PlatonRuntime {
  const runtime = createRuntime();
  runtime.api.request = vi.fn(async (path: string, options: Options = {}) => answer(path, options)) as PlatonRuntime['api']['request'];
  return runtime;
}

/** The arguments of the runtime's last API call. */
function lastCall(runtime: PlatonRuntime): unknown[] | undefined {
  return (runtime.api.request as unknown as ReturnType<typeof vi.fn>).mock.calls.at(-1);
}

function button(mounted: Mounted, name: string): HTMLButtonElement {
  return [...mounted.shadow.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the one-time code dialogs (docs/behaviour.md §3, §10, §5, §9)', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  it('enable: Next waits for the QR code; a short code sends nothing; verified, it closes after 800 ms', async () => {
    let release!: () => void;
    const qrLoaded = new Promise<void>((resolve) => (release = resolve));
    const runtime = runtimeAnswering(async (path, { query }) => {
      if (path === 'enable-otp') return qrLoaded.then(() => ({ data: PNG, secret: 'JBSWY3DPEHPK3PXP' }));
      return { data: { verified: query?.otp === '123456' } };
    });
    const onClose = vi.fn();
    const onEnabled = vi.fn();
    mounted = await mountInShadow(<OtpEnableDialog runtime={runtime} t={t} onClose={onClose} onEnabled={onEnabled} />);
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getBoundingClientRect().width).toBe(600);
    expect(button(mounted, 'Кейинги').disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`));
    expect(mounted.shadow.querySelector('code')!.textContent).toBe('JBSW Y3DP EHPK 3PXP');
    button(mounted, 'Кейинги').click();
    await settle();

    const input = mounted.shadow.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
    type(input, '12a3');
    await settle();
    expect(input.value).toBe('123');
    button(mounted, 'Тасдиқлаш').click();
    await settle();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(runtime.api.request).toHaveBeenCalledTimes(1);

    type(input, '654321');
    button(mounted, 'Тасдиқлаш').click();
    await vi.waitFor(() => expect(mounted!.shadow.textContent).toContain('Бир марталик код нотўғри'));
    expect(onEnabled).not.toHaveBeenCalled();

    type(input, '123456');
    button(mounted, 'Тасдиқлаш').click();
    await vi.waitFor(() => expect(onEnabled).toHaveBeenCalledTimes(1));
    const verifiedAt = performance.now();
    // The first secret needs no password: only the code, as docs/behaviour.md §11 has it.
    expect(lastCall(runtime)).toEqual(['verify-otp', { method: 'POST', base: 'auth', query: { otp: '123456' } }]);
    expect(inputLabelled(mounted.shadow, 'Жорий парол')).toBeNull();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(performance.now() - verifiedAt).toBeGreaterThanOrEqual(OTP_ENABLE_CLOSE_MS - 50);
  });

  it('re-activation while a code is on asks for the password and a code of the app in use, and says which was wrong', async () => {
    const runtime = runtimeAnswering(async (path, { query, body }) => {
      if (path === 'enable-otp') return { data: PNG, secret: 'JBSWY3DPEHPK3PXP' };
      const { password, currentOtp } = (body ?? {}) as { password?: string; currentOtp?: string };
      if (password !== 'otp12345') throw new ApiError(400, { statusCode: 400, error: 'Wrong password', message: 'Жорий парол нотўғри' });
      if (currentOtp !== '222222') throw new ApiError(400, { statusCode: 400, error: 'Invalid otp', message: 'Бир марталик код нотўғри' });
      return { data: { verified: query?.otp === '123456' } };
    });
    runtime.store.setState({ user: { username: 'otp', hasOtpSecret: true } as User });
    const onEnabled = vi.fn();
    mounted = await mountInShadow(<OtpEnableDialog runtime={runtime} t={t} onClose={() => {}} onEnabled={onEnabled} />);
    await vi.waitFor(() => expect(button(mounted!, 'Кейинги').disabled).toBe(false));
    button(mounted, 'Кейинги').click();
    await settle();
    expect(mounted.shadow.textContent).toContain(
      'Бир марталик кодни алмаштириш учун жорий парол ва ҳозирги илова кўрсатган кодни киритинг',
    );
    const fresh = inputLabelled(mounted.shadow, 'Янги бир марталик код')!;
    const password = inputLabelled(mounted.shadow, 'Жорий парол')!;
    const current = inputLabelled(mounted.shadow, 'Жорий бир марталик код')!;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');

    // Nothing is sent without the password and a whole current code.
    type(fresh, '123456');
    type(current, '22');
    button(mounted, 'Тасдиқлаш').click();
    await settle();
    expect(mounted.shadow.textContent).toContain('Жорий паролни киритинг');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(fresh.getAttribute('aria-invalid')).toBe('false');
    expect(runtime.api.request).toHaveBeenCalledTimes(1);

    type(password, 'not-it');
    type(current, '222222');
    button(mounted, 'Тасдиқлаш').click();
    await vi.waitFor(() => expect(mounted!.shadow.textContent).toContain('Жорий парол нотўғри'));
    expect(password.getAttribute('aria-invalid')).toBe('true');

    type(password, 'otp12345');
    type(current, '111111');
    button(mounted, 'Тасдиқлаш').click();
    await vi.waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(mounted.shadow.textContent).toContain('Бир марталик код нотўғри');
    expect(fresh.getAttribute('aria-invalid')).toBe('false');

    type(current, '222222');
    button(mounted, 'Тасдиқлаш').click();
    await vi.waitFor(() => expect(onEnabled).toHaveBeenCalledTimes(1));
    expect(lastCall(runtime)).toEqual([
      'verify-otp',
      { method: 'POST', base: 'auth', query: { otp: '123456' }, body: { password: 'otp12345', currentOtp: '222222' } },
    ]);
  });

  it('disable: a short code sends nothing; a wrong one reads "Қайта урунинг"; success closes after 500 ms', async () => {
    const runtime = runtimeAnswering(async (_path, { query }) => {
      if (query?.otp !== '111111') throw Object.assign(new Error('Бир марталик код нотўғри'), { status: 400 });
      return { data: { statusCode: 200 } };
    });
    const onClose = vi.fn();
    const onDisabled = vi.fn();
    mounted = await mountInShadow(<OtpDisableDialog runtime={runtime} t={t} onClose={onClose} onDisabled={onDisabled} />);
    const input = mounted.shadow.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
    expect(button(mounted, 'Ўчириш')).toBeTruthy();

    type(input, '12345');
    button(mounted, 'Ўчириш').click();
    await settle();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(runtime.api.request).not.toHaveBeenCalled();

    type(input, '999999');
    button(mounted, 'Ўчириш').click();
    await vi.waitFor(() => expect(button(mounted!, 'Қайта урунинг')).toBeTruthy());
    expect(onDisabled).not.toHaveBeenCalled();

    type(input, '111111');
    button(mounted, 'Қайта урунинг').click();
    await vi.waitFor(() => expect(onDisabled).toHaveBeenCalledTimes(1));
    const disabledAt = performance.now();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    const waited = performance.now() - disabledAt;
    expect(waited).toBeGreaterThanOrEqual(OTP_DISABLE_CLOSE_MS - 50);
    expect(waited).toBeLessThan(OTP_ENABLE_CLOSE_MS);
  });
});

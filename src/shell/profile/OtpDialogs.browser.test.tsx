import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { OTP_DISABLE_CLOSE_MS, OtpDisableDialog } from './OtpDisableDialog';
import { OTP_ENABLE_CLOSE_MS, OtpEnableDialog } from './OtpEnableDialog';

const t = (key: string) => key;
// A 1x1 transparent PNG: the dialog only has to show it.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function runtimeAnswering(answer: (path: string, options: { query?: Record<string, string> }) => unknown): PlatonRuntime {
  const runtime = createRuntime();
  runtime.api.request = vi.fn(async (path: string, options: { query?: Record<string, string> } = {}) =>
    answer(path, options),
  ) as PlatonRuntime['api']['request'];
  return runtime;
}

function button(mounted: Mounted, name: string): HTMLButtonElement {
  return [...mounted.shadow.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the one-time code dialogs (SPEC §2.7, §4, §5, §8)', () => {
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
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(performance.now() - verifiedAt).toBeGreaterThanOrEqual(OTP_ENABLE_CLOSE_MS - 50);
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

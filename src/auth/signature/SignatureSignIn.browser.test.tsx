import * as x509 from '@peculiar/x509';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { OTP_INVALID, type User } from '../../core/api/contract';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import { EimzoServiceError, type EimzoServiceProblem } from '../../core/eimzo/EimzoServiceError';
import type { Signer } from '../../core/eimzo/Signer';
import { writeKeyFile } from '../../core/eimzo/writeKeyFile';
import { byText } from '../../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { SignatureSignIn } from './SignatureSignIn';

const t = (key: string, values?: Record<string, unknown>) => key.replace(/\{(\d+)\}/g, (_, i) => String(values?.[i] ?? ''));
const USER = { id: 5, username: 'director', fullName: 'Жасур Раҳимов' } as User;
const SERVICE_KEY = {
  id: 'eimzo:C:/DSKEYS:DS305123456.pfx',
  source: 'eimzo' as const,
  subject: {
    fullName: 'ЖАСУР РАҲИМОВ',
    organization: '«Янги Йўл» МЧЖ',
    tin: '305123456',
    pinfl: '30505851234567',
    serialNumber: '7a11',
    validTo: new Date('2099-01-31'),
  },
};

type Answer = (path: string, options: { method?: string; body?: unknown; query?: Record<string, unknown> }) => unknown;

/** The server as the tab sees it: a challenge, a stamp that echoes the package, then `signIn` decides. */
function runtimeWith(signIn: Answer): PlatonRuntime & { calls: string[] } {
  const runtime = createRuntime() as PlatonRuntime & { calls: string[] };
  runtime.calls = [];
  runtime.api.request = vi.fn(async (path: string, options: Parameters<Answer>[1] = {}) => {
    runtime.calls.push(`${options.method ?? 'GET'} ${path}${options.query?.otp ? `?otp=${options.query.otp}` : ''}`);
    if (path === 'e-imzo' && !options.method) return { data: { challenge: `c${runtime.calls.length}`, ttl: 120 } };
    if (path === 'eimzo/timestamp') return { data: { pkcs7b64: `stamped:${(options.body as { pkcs7: string }).pkcs7}` } };
    return signIn(path, options);
  }) as PlatonRuntime['api']['request'];
  return runtime;
}
const signedIn = () => ({ data: { token: 'a.b.c', refresh_token: 'r', user: USER } });
const refused = (message: string) => {
  throw new ApiError(403, { statusCode: 403, error: 'Forbidden', message });
};
function service(keys = [SERVICE_KEY]): Signer & { signed: string[] } {
  const signed: string[] = [];
  return { signed, listKeys: async () => keys, sign: async (_id, content) => (signed.push(content), `pkcs7(${content})`) };
}
const absent: Signer = { listKeys: async () => Promise.reject(new Error('no service')), sign: async () => '' };

describe('SignatureSignIn (docs/behaviour.md §10 digital signature)', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    localStorage.removeItem('login_eimzo_key');
  });

  async function mount(runtime: PlatonRuntime, signer: Signer, onSignedIn = vi.fn()) {
    mounted = await mountInShadow(<SignatureSignIn runtime={runtime} t={t} onSignedIn={onSignedIn} service={signer} />);
    await settle(20);
    return onSignedIn;
  }
  const submit = () => byText<HTMLButtonElement>(mounted!.shadow, 'button', 'Имзолаб кириш')!.click();

  it('lists the service’s keys with owner, organisation, TIN, PINFL and validity, then the key file', async () => {
    await mount(runtimeWith(signedIn), service());
    const labels = [...mounted!.shadow.querySelectorAll('label.pl-key')].map((l) => l.textContent);
    expect(labels[0]).toContain('ЖАСУР РАҲИМОВ');
    expect(labels[0]).toContain('«Янги Йўл» МЧЖ');
    expect(labels[0]).toContain('СТИР: 305123456 · ЖШШИР: 30505851234567');
    expect(labels[0]).toContain('31.01.2099 гача амал қилади');
    expect(labels[1]).toContain('Калит файли');
    const radios = [...mounted!.shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(mounted!.shadow.querySelector('legend')!.textContent).toBe('Калитни танланг');
  });

  it('signs a fresh challenge with the chosen key, gets it stamped, signs in and remembers the key', async () => {
    const runtime = runtimeWith(signedIn);
    const signer = service();
    const onSignedIn = await mount(runtime, signer);
    submit();
    await settle(20);
    expect(runtime.calls).toEqual(['GET e-imzo', 'POST eimzo/timestamp', 'POST e-imzo']);
    expect(signer.signed).toEqual(['c1']);
    const posted = (runtime.api.request as ReturnType<typeof vi.fn>).mock.calls[2][1];
    expect(posted).toMatchObject({ body: 'stamped:pkcs7(c1)', headers: { 'Content-Type': 'text/plain' } });
    expect(onSignedIn).toHaveBeenCalledWith(USER);
    expect(JSON.parse(localStorage.getItem('login_eimzo_key')!).id).toBe(SERVICE_KEY.id);
  });

  it('preselects the remembered key file over the service’s keys', async () => {
    localStorage.setItem('login_eimzo_key', JSON.stringify({ id: 'file:director.p12', at: Date.now() }));
    await mount(runtimeWith(signedIn), service());
    const radios = [...mounted!.shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
  });

  it('shows docs/behaviour.md §9’s revoked text with a details disclosure', async () => {
    await mount(
      runtimeWith(() => refused('Revoked signer certificate')),
      service(),
    );
    submit();
    await settle(20);
    const alert = mounted!.shadow.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Электрон имзо бекор қилинган');
    const details = byText<HTMLButtonElement>(alert, 'button', 'Батафсил')!;
    expect(details.getAttribute('aria-expanded')).toBe('false');
    details.click();
    await settle();
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(alert.querySelector('p')!.hidden).toBe(false);
  });

  it('shows the legal-only refusal without details, and any other server message as it is', async () => {
    let message = 'Individuals are not allowed to login';
    await mount(
      runtimeWith(() => refused(message)),
      service(),
    );
    submit();
    await settle(20);
    expect(mounted!.shadow.querySelector('[role="alert"]')!.textContent).toBe('Тизимга фақат юридик шахслар кириши мумкин');
    message = 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг';
    submit();
    await settle(20);
    expect(mounted!.shadow.querySelector('[role="alert"]')!.textContent).toBe(message);
  });

  it('says E-IMZO is not running, offers its download page and leaves the key file chosen', async () => {
    await mount(runtimeWith(signedIn), {
      listKeys: async () => Promise.reject(new EimzoServiceError('unavailable')),
      sign: async () => '',
    });
    const note = mounted!.shadow.querySelector('p[aria-live]')!;
    expect(note.textContent).toContain('E-IMZO дастури ишламаяпти ёки ўрнатилмаган: калит файлидан фойдаланинг');
    const link = note.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['E-IMZO дастурини юклаб олиш', 'https://e-imzo.soliq.uz']);
    expect(mounted!.shadow.querySelector<HTMLInputElement>('input[value="file"]')!.checked).toBe(true);
  });

  it('says E-IMZO is too old, with the download page', async () => {
    await mount(runtimeWith(signedIn), { listKeys: async () => Promise.reject(new EimzoServiceError('old')), sign: async () => '' });
    const note = mounted!.shadow.querySelector('p[aria-live]')!;
    expect(note.textContent).toContain('E-IMZO дастурининг версияси эски: янгисини ўрнатинг');
    expect(note.querySelector('a')!.getAttribute('href')).toBe('https://e-imzo.soliq.uz');
  });

  const failures: [EimzoServiceProblem, string][] = [
    ['password', 'Калит пароли нотўғри'],
    ['expired', 'Калитнинг муддати ўтган: бошқа калитни танланг'],
    ['idcard', 'ID-карта топилмади: уни ўқиш қурилмасига қўйинг'],
  ];
  for (const [problem, text] of failures)
    it(`shows E-IMZO's ${problem} failure as "${text}" and stays on the page`, async () => {
      const runtime = runtimeWith(signedIn);
      const onSignedIn = await mount(runtime, {
        listKeys: async () => [SERVICE_KEY],
        sign: async () => Promise.reject(new EimzoServiceError(problem)),
      });
      submit();
      await settle(20);
      expect(mounted!.shadow.querySelector('[role="alert"]')!.textContent).toContain(text);
      expect(onSignedIn).not.toHaveBeenCalled();
    });

  it('toasts the timestamp failure', async () => {
    const runtime = runtimeWith(signedIn);
    const answer = runtime.api.request;
    runtime.api.request = (async (path: string, options: never) => {
      if (path === 'eimzo/timestamp') throw new ApiError(503, { message: 'Timestamp олишда хатолик' });
      return answer(path, options);
    }) as PlatonRuntime['api']['request'];
    await mount(runtime, service());
    submit();
    await settle(20);
    expect(runtime.toasts.getState().toasts.map((toast) => [toast.variant, toast.text])).toEqual([['danger', 'Timestamp олишда хатолик']]);
  });

  it('asks for the one-time code, signing a new challenge for every try', async () => {
    const runtime = runtimeWith((path, { query }) => {
      if (!query?.otp) return { statusCode: 200, error: 'Otp password is required' };
      if (query.otp !== '123456') throw new ApiError(401, { error: OTP_INVALID, message: 'Бир марталик код нотўғри' });
      return signedIn();
    });
    const signer = service();
    const onSignedIn = await mount(runtime, signer);
    submit();
    await settle(20);
    const input = mounted!.shadow.querySelector<HTMLInputElement>('input[name="otp"]')!;
    expect(input).not.toBeNull();
    const enter = async (code: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      byText<HTMLButtonElement>(mounted!.shadow, 'button', 'Тасдиқлаш')!.click();
      await settle(20);
    };
    await enter('000000');
    expect(mounted!.shadow.querySelector('#platon-otp-error')!.textContent).toBe('Бир марталик код нотўғри');
    await enter('123456');
    expect(onSignedIn).toHaveBeenCalledWith(USER);
    expect(runtime.calls.filter((c) => c.startsWith('POST e-imzo') || c.startsWith('POST eimzo?'))).toEqual([
      'POST e-imzo',
      'POST eimzo?otp=000000',
      'POST eimzo?otp=123456',
    ]);
    expect(signer.signed).toHaveLength(3);
  });

  describe('with a key file', () => {
    let file: File;
    beforeAll(async () => {
      x509.cryptoProvider.set(crypto);
      const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
      const keys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
      const certificate = await x509.X509CertificateGenerator.createSelfSigned({
        serialNumber: '0a0b',
        name: 'CN=Нилуфар Каримова, 1.2.860.3.16.1.2=42207951234560',
        keys,
        signingAlgorithm: EC,
      });
      file = new File([await writeKeyFile({ privateKey: keys.privateKey, certificate: certificate.rawData }, 'demo123')], 'individual.p12');
    });

    async function openDialog(runtime: PlatonRuntime) {
      const onSignedIn = await mount(runtime, absent);
      expect(mounted!.shadow.textContent).toContain('E-IMZO дастури ишламаяпти ёки ўрнатилмаган: калит файлидан фойдаланинг');
      submit();
      await settle(20);
      const dialog = mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
      const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      const transfer = new DataTransfer();
      transfer.items.add(file);
      fileInput.files = transfer.files;
      fileInput.dispatchEvent(new Event('change', { bubbles: true }));
      return { dialog, onSignedIn };
    }
    async function typePassword(dialog: HTMLElement, password: string) {
      const input = dialog.querySelector<HTMLInputElement>('input[type="password"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, password);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      byText<HTMLButtonElement>(dialog, 'button', 'Кириш')!.click();
    }

    it('opens in a dialog at most 500 px wide, says a wrong password, and signs in with the right one', async () => {
      let posted = '';
      const runtime = runtimeWith((_path, { body }) => ((posted = String(body)), signedIn()));
      const { dialog, onSignedIn } = await openDialog(runtime);
      expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(500);
      expect(dialog.querySelector('h2')!.textContent).toBe('Калит файлини очиш');
      await typePassword(dialog, 'wrong');
      // Opening the file runs PBKDF2 (100,000 rounds) and loads the CMS code.
      await vi.waitFor(() => expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Калит пароли нотўғри'), { timeout: 10_000 });
      expect(runtime.calls).toEqual([]);
      await typePassword(dialog, 'demo123');
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(USER), { timeout: 10_000 });
      // A real CMS package (base64 DER), time-stamped by the server, then posted.
      expect(posted).toMatch(/^stamped:MI[A-Za-z0-9+/=]+$/);
      expect(JSON.parse(localStorage.getItem('login_eimzo_key')!).id).toBe('file:individual.p12');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createEimzoServiceSigner } from './createEimzoServiceSigner';
import { EimzoServiceError } from './EimzoServiceError';

interface EmulatorConfig {
  version?: string;
  typedPassword?: string;
  idCard?: boolean;
  apiKeys?: string[];
}
/** A CAPIWS emulator of its own (scripts/wtr/capiwsEmulatorPlugin.mjs): a valid key, an expired one, maybe an ID card. */
async function emulator(config: EmulatorConfig = {}): Promise<string> {
  const response = await fetch(`/__capiws?config=${encodeURIComponent(JSON.stringify(config))}`);
  return ((await response.json()) as { url: string }).url;
}
const callsOf = async (url: string) => (await fetch(`/__capiws/calls?url=${encodeURIComponent(url)}`)).json() as Promise<string[]>;
/** Nothing listens on port 9: a secure address that cannot connect, as on a computer without E-IMZO's certificate. */
const CLOSED = 'wss://127.0.0.1:9/service/cryptapi';
const API_KEYS = () => [location.hostname, 'SITE-KEY'];
/**
 * Each emulator opens its key files (100,000 PBKDF2 rounds each) on the Node side, and the first of a run also
 * makes the test keys and compiles its modules: on a busy machine (CI runs two browser shards beside the
 * other suites) that takes longer than the usual 10 s.
 */
const EMULATED = 30_000;
const FIRST_EMULATED = 60_000;

async function problemOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EimzoServiceError);
  return (error as EimzoServiceError).problem;
}

describe('createEimzoServiceSigner against the CAPIWS emulator', () => {
  it(
    'falls back to the plain address, checks the version, sends the API keys, lists PFX keys and an ID card',
    async () => {
      const url = await emulator({ idCard: true, apiKeys: API_KEYS() });
      const signer = createEimzoServiceSigner({ urls: [CLOSED, url], apiKeys: ['localhost', 'OTHER', ...API_KEYS()] });
      const keys = await signer.listKeys();
      expect(keys.map((k) => k.source)).toEqual(['eimzo', 'eimzo', 'idcard']);
      expect(keys[0].id).toBe('eimzo:C::C:\\DSKEYS:DS305123456');
      expect(keys[0].subject).toMatchObject({
        fullName: 'ЖАСУР РАҲИМОВ',
        organization: '«ЯНГИ ЙЎЛ» МЧЖ',
        tin: '305123456',
        pinfl: '30505851234567',
      });
      expect(keys[0].subject.validTo!.getTime()).toBeGreaterThan(Date.now());
      expect(keys[1].subject.validTo!.getTime()).toBeLessThan(Date.now());
      expect((await callsOf(url)).slice(0, 2)).toEqual(['version', 'apikey']);
    },
    FIRST_EMULATED,
  );

  it(
    'signs a challenge with a PFX key (password typed right) and with the ID card: attached CMS with the text',
    async () => {
      const url = await emulator({ idCard: true });
      const signer = createEimzoServiceSigner({ urls: [url] });
      const [director] = await signer.listKeys();
      const pfx = await signer.sign(director.id, 'challenge-Ўзбек-1');
      expect(new TextDecoder().decode(Uint8Array.from(atob(pfx), (c) => c.charCodeAt(0)))).toContain('challenge-Ўзбек-1');
      const card = await signer.sign('idcard', 'challenge-2');
      expect(atob(card)).toContain('challenge-2');
      expect(await callsOf(url)).toEqual([
        'version',
        'pfx.list_all_certificates',
        'idcard.list_readers',
        'pfx.load_key',
        'pkcs7.create_pkcs7',
        'idcard.list_readers',
        'pkcs7.create_pkcs7',
      ]);
    },
    EMULATED,
  );

  it(
    'says the service is unavailable when neither address connects',
    async () => {
      const signer = createEimzoServiceSigner({ urls: [CLOSED, 'ws://127.0.0.1:9/service/cryptapi'] });
      expect(await problemOf(signer.listKeys())).toBe('unavailable');
    },
    EMULATED,
  );

  it(
    'refuses a version below 3.36, and ID cards below 4.12',
    async () => {
      const old = createEimzoServiceSigner({ urls: [await emulator({ version: '3.35', idCard: true })] });
      expect(await problemOf(old.listKeys())).toBe('old');
      const noCards = createEimzoServiceSigner({ urls: [await emulator({ version: '4.11', idCard: true })] });
      expect((await noCards.listKeys()).map((k) => k.source)).toEqual(['eimzo', 'eimzo']);
      expect(await problemOf(noCards.sign('idcard', 'c'))).toBe('old');
    },
    EMULATED,
  );

  it(
    'names a wrong password from E-IMZO’s password window',
    async () => {
      const signer = createEimzoServiceSigner({ urls: [await emulator({ typedPassword: 'wrong' })] });
      const [director] = await signer.listKeys();
      expect(await problemOf(signer.sign(director.id, 'c'))).toBe('password');
    },
    EMULATED,
  );

  it(
    'refuses an expired key before asking E-IMZO to load it',
    async () => {
      const url = await emulator();
      const signer = createEimzoServiceSigner({ urls: [url] });
      const [, expired] = await signer.listKeys();
      expect(await problemOf(signer.sign(expired.id, 'c'))).toBe('expired');
      expect(await callsOf(url)).not.toContain('pfx.load_key');
    },
    EMULATED,
  );

  it(
    'says the API key was refused',
    async () => {
      const signer = createEimzoServiceSigner({
        urls: [await emulator({ apiKeys: API_KEYS() })],
        apiKeys: [location.hostname, 'NOT-THE-SITE-KEY'],
      });
      expect(await problemOf(signer.listKeys())).toBe('apikey');
    },
    EMULATED,
  );

  it(
    'says the ID card is missing once it is taken out of the reader',
    async () => {
      const url = await emulator({ idCard: true });
      const signer = createEimzoServiceSigner({ urls: [url] });
      expect((await signer.listKeys()).at(-1)!.id).toBe('idcard');
      await fetch(`/__capiws/remove-card?url=${encodeURIComponent(url)}`);
      expect(await problemOf(signer.sign('idcard', 'c'))).toBe('idcard');
    },
    EMULATED,
  );
});

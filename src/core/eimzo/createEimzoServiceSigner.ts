import { EimzoServiceError } from './EimzoServiceError';
import { PINFL_OID, TIN_OID } from './readCertificateSubject';
import type { KeySubject, Signer, SignerKey } from './Signer';

/** E-IMZO's local addresses: TLS first, the plain port when that cannot connect (some set-ups lack its certificate). */
export const EIMZO_URLS = ['wss://127.0.0.1:64443/service/cryptapi', 'ws://127.0.0.1:64646/service/cryptapi'];
/** The vendor's public API keys for development hosts (its e-imzo-client.js); a site's own come from the server. */
export const EIMZO_PUBLIC_API_KEYS = [
  'localhost',
  '96D0C1491615C82B9A54D9989779DF825B690748224C2B04F500F370D51827CE2644D8D4A82C18184D73AB8530BB8ED537269603F61DB0D03D2104ABF789970B',
  '127.0.0.1',
  'A7BCFA5D490B351BE0754130DF03A068F855DB4333D43921125B9CF2670EF6A40370C646B90401955E1F7BC9CDBF59CE0B2C5467D820BE189C845D0B79CFC96F',
];
/** 3.36 brought the API we use (list_all_certificates); 4.12 ID cards (idcard plugin). */
const MIN_VERSION = 336;
const MIN_IDCARD_VERSION = 412;
/** A running service answers at once; without it the page should not wait to offer the key file. */
const CONNECT_TIMEOUT_MS = 2500;
/** Signing may wait for the user to type the key's password in E-IMZO's own window. */
const CALL_TIMEOUT_MS = 120_000;
/** The address that connected, per list of candidates, for the page's life: later calls go straight there. */
const working = new Map<string, string>();

export interface EimzoServiceOptions {
  /** Addresses to try in order (default EIMZO_URLS); tests point them at an emulator. */
  urls?: string[];
  /** E-IMZO's API keys as domain, key, domain, key... (sent after the version check when given). */
  apiKeys?: string[];
  WebSocketImpl?: typeof WebSocket;
}

interface PfxCertificate {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

type Answer = { success?: boolean; reason?: string };

/**
 * The E-IMZO desktop application (what real users have): its public JSON protocol over a local WebSocket
 * (CAPIWS), one connection per call, `{ plugin, name, arguments }` out and `{ success, reason?, ... }` back.
 * First its version (too old: EimzoServiceError 'old') and the site's API keys; then the key files it finds
 * (`pfx` plugin: list_all_certificates, load_key, where E-IMZO asks the password in its own window) and an ID
 * card in a reader (`idcard` plugin, key id 'idcard'); signing is `pkcs7.create_pkcs7` with the text in base64,
 * giving attached CMS like our software signer's. Failures are EimzoServiceError with their problem.
 */
export function createEimzoServiceSigner(options: EimzoServiceOptions = {}): Signer {
  const urls = options.urls ?? EIMZO_URLS;
  const Socket = options.WebSocketImpl ?? globalThis.WebSocket;
  const certificates = new Map<string, PfxCertificate>();
  const subjects = new Map<string, KeySubject>();
  const loaded = new Map<string, string>();
  let ready: Promise<number> | null = null;

  /** One connection to the first address that opens (the remembered one first). */
  function connect(timeoutMs: number): Promise<WebSocket> {
    const known = working.get(urls.join(' '));
    const order = known ? [known, ...urls.filter((u) => u !== known)] : urls;
    return order.reduce<Promise<WebSocket>>(
      (previous, url) =>
        previous.catch(
          () =>
            new Promise((resolve, reject) => {
              let socket: WebSocket;
              const timer = setTimeout(() => (socket?.close(), reject(new EimzoServiceError('unavailable'))), timeoutMs);
              try {
                socket = new Socket(url);
              } catch {
                clearTimeout(timer);
                return reject(new EimzoServiceError('unavailable'));
              }
              socket.onerror = () => (clearTimeout(timer), reject(new EimzoServiceError('unavailable')));
              socket.onopen = () => {
                clearTimeout(timer);
                working.set(urls.join(' '), url);
                resolve(socket);
              };
            }),
        ),
      Promise.reject(new EimzoServiceError('unavailable')),
    );
  }

  async function call<T extends object>(payload: object, timeoutMs = CALL_TIMEOUT_MS): Promise<T & Answer> {
    const socket = await connect(Math.min(timeoutMs, CONNECT_TIMEOUT_MS));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => finish(new EimzoServiceError('unavailable')), timeoutMs);
      function finish(error: Error | null, value?: T & Answer) {
        clearTimeout(timer);
        socket.onclose = socket.onerror = socket.onmessage = null;
        socket.close();
        if (error) reject(error);
        else resolve(value!);
      }
      socket.onerror = socket.onclose = () => finish(new EimzoServiceError('unavailable'));
      socket.onmessage = (event) => {
        try {
          finish(null, JSON.parse(String(event.data)));
        } catch {
          finish(new EimzoServiceError('refused', 'E-IMZO answered something else than JSON'));
        }
      };
      socket.send(JSON.stringify(payload));
    });
  }

  /** The answer, or its reason as an EimzoServiceError (a wrong password named by E-IMZO's Java exception). */
  async function expect<T extends object>(payload: object, problem: 'refused' | 'idcard' = 'refused', timeoutMs?: number) {
    const answer = await call<T>(payload, timeoutMs);
    if (answer.success !== false) return answer;
    const reason = answer.reason ?? '';
    throw new EimzoServiceError(/BadPadding|password|парол/i.test(reason) ? 'password' : problem, reason);
  }

  /** The version (major * 100 + minor), checked once, then the API keys. */
  function greet(): Promise<number> {
    ready ??= (async () => {
      const { major, minor } = await expect<{ major?: string; minor?: string }>({ name: 'version' }, 'refused', CONNECT_TIMEOUT_MS);
      const version = Number(major) * 100 + Number(minor);
      if (!(version >= MIN_VERSION)) throw new EimzoServiceError('old', `E-IMZO ${major}.${minor}`);
      if (options.apiKeys?.length) {
        const answer = await call({ name: 'apikey', arguments: options.apiKeys }, CONNECT_TIMEOUT_MS);
        if (answer.success === false) throw new EimzoServiceError('apikey', answer.reason);
      }
      return version;
    })();
    ready.catch(() => (ready = null));
    return ready;
  }

  async function readers(): Promise<number> {
    const { readers } = await expect<{ readers?: unknown[] }>({ plugin: 'idcard', name: 'list_readers' }, 'idcard', CONNECT_TIMEOUT_MS);
    return readers?.length ?? 0;
  }

  return {
    async listKeys() {
      const version = await greet();
      const pfx = await expect<{ certificates?: PfxCertificate[] }>(
        { plugin: 'pfx', name: 'list_all_certificates' },
        'refused',
        CONNECT_TIMEOUT_MS,
      );
      const keys: SignerKey[] = [];
      for (const certificate of pfx.certificates ?? []) {
        const id = `eimzo:${certificate.disk}:${certificate.path}:${certificate.name}`;
        const subject = subjectOfAlias(certificate.alias);
        certificates.set(id, certificate);
        subjects.set(id, subject);
        keys.push({ id, source: 'eimzo', subject });
      }
      if (version >= MIN_IDCARD_VERSION && (await readers().catch(() => 0)))
        keys.push({
          id: 'idcard',
          source: 'idcard',
          subject: { fullName: null, organization: null, tin: null, pinfl: null, serialNumber: null, validTo: null },
        });
      return keys;
    },
    async sign(keyId, content) {
      const version = await greet();
      const validTo = subjects.get(keyId)?.validTo;
      // E-IMZO would sign with it, and the server refuse: say why before asking for the password.
      if (validTo && validTo.getTime() < Date.now()) throw new EimzoServiceError('expired');
      let serviceKey = loaded.get(keyId);
      if (keyId === 'idcard') {
        if (version < MIN_IDCARD_VERSION) throw new EimzoServiceError('old');
        if (!(await readers())) throw new EimzoServiceError('idcard');
        serviceKey = 'idcard';
      } else if (!serviceKey) {
        const certificate = certificates.get(keyId);
        if (!certificate) throw new EimzoServiceError('refused', `Unknown key ${keyId}`);
        const answer = await expect<{ keyId: string }>({
          plugin: 'pfx',
          name: 'load_key',
          arguments: [certificate.disk, certificate.path, certificate.name, certificate.alias],
        });
        loaded.set(keyId, (serviceKey = answer.keyId));
      }
      try {
        const answer = await expect<{ pkcs7_64: string }>(
          { plugin: 'pkcs7', name: 'create_pkcs7', arguments: [utf8Base64(content), serviceKey, 'no'] },
          keyId === 'idcard' ? 'idcard' : 'refused',
        );
        return answer.pkcs7_64;
      } catch (error) {
        // A key E-IMZO could not use (wrong password, unloaded) is loaded afresh next time.
        loaded.delete(keyId);
        throw error;
      }
    },
  };
}

/**
 * E-IMZO describes a key by its certificate's alias (shown upper-case, as its own pages do), lower-case `name=value` pairs joined by commas
 * (`cn=...,o=...,1.2.860.3.16.1.1=...,serialnumber=...,validto=2027.01.31 23:59:59`).
 */
export function subjectOfAlias(alias: string): KeySubject {
  const values = new Map<string, string>();
  for (const part of alias.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  // Valid to the second it names (end of day when it names none).
  const validTo = /^(\d{4})\.(\d{2})\.(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?/.exec(values.get('validto') ?? '');
  return {
    fullName: values.get('cn')?.toUpperCase() ?? null,
    organization: values.get('o')?.toUpperCase() ?? null,
    tin: values.get(TIN_OID) ?? null,
    pinfl: values.get(PINFL_OID) ?? null,
    serialNumber: values.get('serialnumber') ?? null,
    validTo: validTo
      ? new Date(+validTo[1], +validTo[2] - 1, +validTo[3], +(validTo[4] ?? 23), +(validTo[5] ?? 59), +(validTo[6] ?? 59))
      : null,
  };
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

import { PINFL_OID, TIN_OID } from './readCertificateSubject';
import type { KeySubject, Signer, SignerKey } from './Signer';

/** E-IMZO's local ports: TLS for pages served over https, plain for http (as its own e-imzo.js chooses). */
const SECURE_URL = 'wss://127.0.0.1:64443/service/cryptapi';
const PLAIN_URL = 'ws://127.0.0.1:64646/service/cryptapi';
/** A running service answers at once; without it the page should not wait to offer the key file. */
const CONNECT_TIMEOUT_MS = 2500;
/** Signing may wait for the user to type the key's password in E-IMZO's own window. */
const CALL_TIMEOUT_MS = 120_000;

export interface EimzoServiceOptions {
  url?: string;
  /** E-IMZO's API keys as its e-imzo.js takes them: domain, key, domain, key... (sent first when given). */
  apiKeys?: string[];
  WebSocketImpl?: typeof WebSocket;
}

/** The service is not running or not installed: the signature tab then offers the key file only. */
export class EimzoServiceUnavailable extends Error {
  constructor(message = 'E-IMZO service is not available') {
    super(message);
    this.name = 'EimzoServiceUnavailable';
  }
}

interface PfxCertificate {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

/**
 * The E-IMZO desktop service (what real users have): its public JSON protocol over a local WebSocket, one
 * connection per call, `{ plugin, name, arguments }` out and `{ success, reason?, ... }` back. Keys are the
 * key files it finds (`pfx` plugin: list_all_certificates, load_key) and ID cards in a reader (`idcard`
 * plugin); signing is `pkcs7.create_pkcs7` with the text in base64, giving attached CMS like our software
 * signer's.
 */
export function createEimzoServiceSigner(options: EimzoServiceOptions = {}): Signer {
  const url = options.url ?? (globalThis.location?.protocol === 'https:' ? SECURE_URL : PLAIN_URL);
  const Socket = options.WebSocketImpl ?? globalThis.WebSocket;
  const certificates = new Map<string, PfxCertificate>();
  const loaded = new Map<string, string>();
  let greeted: Promise<void> | null = null;

  function call<T extends object>(payload: object, timeoutMs = CALL_TIMEOUT_MS): Promise<T> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let socket: WebSocket;
      const finish = (error: Error | null, value?: T) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket?.close();
        if (error) reject(error);
        else resolve(value!);
      };
      const timer = setTimeout(() => finish(new EimzoServiceUnavailable('E-IMZO did not answer')), timeoutMs);
      try {
        socket = new Socket(url);
      } catch {
        finish(new EimzoServiceUnavailable());
        return;
      }
      socket.onerror = () => finish(new EimzoServiceUnavailable());
      socket.onopen = () => socket.send(JSON.stringify(payload));
      socket.onmessage = (event) => {
        let data: { success?: boolean; reason?: string } & T;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return finish(new Error('E-IMZO answered something else than JSON'));
        }
        if (data.success === false) return finish(new Error(data.reason || 'E-IMZO refused'));
        finish(null, data);
      };
    });
  }

  function greet(): Promise<void> {
    greeted ??= options.apiKeys?.length
      ? call({ name: 'apikey', arguments: options.apiKeys }, CONNECT_TIMEOUT_MS).then(() => undefined)
      : Promise.resolve();
    greeted.catch(() => (greeted = null));
    return greeted;
  }

  return {
    async listKeys() {
      await greet();
      const pfx = await call<{ certificates?: PfxCertificate[] }>({ plugin: 'pfx', name: 'list_all_certificates' }, CONNECT_TIMEOUT_MS);
      const keys: SignerKey[] = [];
      for (const certificate of pfx.certificates ?? []) {
        const id = `eimzo:${certificate.disk}:${certificate.path}:${certificate.name}`;
        certificates.set(id, certificate);
        keys.push({ id, source: 'eimzo', subject: subjectOfAlias(certificate.alias) });
      }
      const cards = await call<{ readers?: unknown[] }>({ plugin: 'idcard', name: 'list_readers' }, CONNECT_TIMEOUT_MS).catch(() => ({
        readers: [],
      }));
      if (cards.readers?.length)
        keys.push({
          id: 'idcard',
          source: 'idcard',
          subject: { fullName: null, organization: null, tin: null, pinfl: null, serialNumber: null, validTo: null },
        });
      return keys;
    },
    async sign(keyId, content) {
      await greet();
      let serviceKey = keyId === 'idcard' ? 'idcard' : loaded.get(keyId);
      if (!serviceKey) {
        const certificate = certificates.get(keyId);
        if (!certificate) throw new Error(`Unknown key ${keyId}`);
        const { keyId: id } = await call<{ keyId: string }>({
          plugin: 'pfx',
          name: 'load_key',
          arguments: [certificate.disk, certificate.path, certificate.name, certificate.alias],
        });
        loaded.set(keyId, id);
        serviceKey = id;
      }
      const data = utf8Base64(content);
      const { pkcs7_64: pkcs7 } = await call<{ pkcs7_64: string }>({
        plugin: 'pkcs7',
        name: 'create_pkcs7',
        arguments: [data, serviceKey, 'no'],
      });
      return pkcs7;
    },
  };
}

/**
 * E-IMZO describes a key by its certificate's alias, lower-case `name=value` pairs joined by commas
 * (`cn=...,o=...,1.2.860.3.16.1.1=...,serialnumber=...,validto=2027.01.31 23:59:59`).
 */
export function subjectOfAlias(alias: string): KeySubject {
  const values = new Map<string, string>();
  for (const part of alias.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const validTo = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(values.get('validto') ?? '');
  return {
    fullName: values.get('cn')?.toUpperCase() ?? null,
    organization: values.get('o') ?? null,
    tin: values.get(TIN_OID) ?? null,
    pinfl: values.get(PINFL_OID) ?? null,
    serialNumber: values.get('serialnumber') ?? null,
    validTo: validTo ? new Date(Number(validTo[1]), Number(validTo[2]) - 1, Number(validTo[3])) : null,
  };
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

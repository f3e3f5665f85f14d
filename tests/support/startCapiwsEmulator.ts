import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { PINFL_OID, readCertificateSubject, TIN_OID } from '../../src/core/eimzo/readCertificateSubject';
import { readKeyFile, type OpenedKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';

/** A PKCS#12 key file as E-IMZO finds it on a disk, with the password it was written with. */
export interface CapiwsKey {
  /** The file's name, e.g. `director.p12`. */
  file: string;
  bytes: Uint8Array;
  password: string;
}

export interface CapiwsEmulatorOptions {
  keys: CapiwsKey[];
  /** What the user types into E-IMZO's password window when a key is loaded. */
  typedPassword: string;
  /** The key an ID card in the reader signs with; none: no card. */
  idCard?: CapiwsKey | null;
  /** The version E-IMZO reports, `major.minor`; 4.64 by default. */
  version?: string;
  /** The domain/key pairs it accepts (domain, key, domain, key...); null: it asks for none. */
  apiKeys?: string[] | null;
  /** 0 (default): any free port. */
  port?: number;
}

export interface CapiwsEmulator {
  /** `ws://127.0.0.1:{port}/service/cryptapi` */
  url: string;
  /** `plugin.name` of each call, in order. */
  calls: string[];
  removeIdCard(): void;
  close(): Promise<void>;
}

type Call = { plugin?: string; name?: string; arguments?: unknown[] };
/**
 * A test stand-in for the E-IMZO desktop application's local WebSocket API (CAPIWS), over plain ws:
 * `version`, `apikey`, `pfx.list_all_certificates` (the keys' aliases in E-IMZO's lower-case format),
 * `pfx.load_key` (checks the typed password as E-IMZO's window would, refusing with its BadPaddingException),
 * `idcard.list_readers` and `pkcs7.create_pkcs7`, which signs for real with the key (or the ID card's key).
 * One message per connection, as CAPIWS; the WebSocket side is the `ws` library's.
 */
export async function startCapiwsEmulator(options: CapiwsEmulatorOptions): Promise<CapiwsEmulator> {
  const [major, minor] = (options.version ?? '4.64').split('.');
  const files = await Promise.all(options.keys.map(async (key) => ({ key, opened: await readKeyFile(copy(key.bytes), key.password) })));
  const listed = files.map(({ key, opened }) => ({
    disk: 'C:',
    path: 'C:\\DSKEYS',
    name: key.file.replace(/\.[^.]+$/, ''),
    alias: aliasOf(opened),
    key,
  }));
  const idCard = options.idCard ? await readKeyFile(copy(options.idCard.bytes), options.idCard.password) : null;
  let cardInserted = idCard !== null;
  const loaded = new Map<string, OpenedKeyFile>();
  const allowedHosts = new Set<string>();
  const calls: string[] = [];

  async function answer(call: Call, host: string): Promise<object> {
    calls.push(call.plugin ? `${call.plugin}.${call.name}` : String(call.name));
    const args = call.arguments ?? [];
    if (call.name === 'version' && !call.plugin) return { success: true, major, minor };
    if (call.name === 'apikey' && !call.plugin) {
      const accepted = options.apiKeys;
      for (let i = 0; i + 1 < args.length; i += 2)
        if (args[i] === host && (!accepted || accepted.some((v, j) => j % 2 === 0 && v === host && accepted[j + 1] === args[i + 1])))
          allowedHosts.add(host);
      return allowedHosts.has(host) ? { success: true } : { success: false, reason: `API-key for domain ${host} is not valid` };
    }
    if (options.apiKeys && !allowedHosts.has(host)) return { success: false, reason: `API-key for domain ${host} is not set` };
    const name = `${call.plugin}.${call.name}`;
    if (name === 'pfx.list_all_certificates')
      return { success: true, certificates: listed.map(({ disk, path, name, alias }) => ({ disk, path, name, alias })) };
    if (name === 'idcard.list_readers') return { success: true, readers: cardInserted ? [{ name: 'ACS ACR39U ICC Reader 0' }] : [] };
    if (name === 'pfx.load_key') {
      const found = listed.find((k) => k.disk === args[0] && k.path === args[1] && k.name === args[2]);
      if (!found) return { success: false, reason: 'Key file not found' };
      if (options.typedPassword !== found.key.password)
        return { success: false, reason: 'javax.crypto.BadPaddingException: Given final block not properly padded' };
      const keyId = randomBytes(8).toString('hex');
      loaded.set(keyId, files[listed.indexOf(found)].opened);
      return { success: true, keyId };
    }
    if (name === 'pkcs7.create_pkcs7') {
      const [data, keyId] = args as string[];
      const key = keyId === 'idcard' ? (cardInserted ? idCard : null) : loaded.get(keyId);
      if (!key) return { success: false, reason: keyId === 'idcard' ? 'ID card is not connected' : 'Key is not loaded' };
      return { success: true, pkcs7_64: await signPackage(Buffer.from(data, 'base64').toString('utf8'), key) };
    }
    return { success: false, reason: `Unknown function ${name}` };
  }

  const server = createServer((_request, response) => response.writeHead(426).end());
  const sockets = new WebSocketServer({ server, path: '/service/cryptapi' });
  sockets.on('connection', (socket, request) => {
    // E-IMZO checks the API key against the page's host, which the browser names in Origin.
    const origin = request.headers.origin;
    const host = origin && origin !== 'null' ? new URL(origin).hostname : 'null';
    socket.on('message', (data) => {
      let call: Call;
      try {
        call = JSON.parse(String(data)) as Call;
      } catch {
        call = {};
      }
      void answer(call, host).then((reply) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(reply)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/service/cryptapi`,
    calls,
    removeIdCard: () => (cardInserted = false),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets.clients) socket.terminate();
        sockets.close(() => server.close(() => resolve()));
      }),
  };
}

/** E-IMZO's alias of a key: its subject and validity as lower-case `name=value` pairs. */
function aliasOf(opened: OpenedKeyFile): string {
  const subject = readCertificateSubject(opened.certificate);
  const date = (d: Date) =>
    `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return [
    `cn=${subject.fullName ?? ''}`,
    subject.organization ? `o=${subject.organization}` : null,
    subject.tin ? `${TIN_OID}=${subject.tin}` : null,
    subject.pinfl ? `${PINFL_OID}=${subject.pinfl}` : null,
    `serialnumber=${subject.serialNumber}`,
    `validfrom=${date(subject.validFrom)}`,
    `validto=${date(subject.validTo)}`,
  ]
    .filter(Boolean)
    .join(',')
    .toLowerCase();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function copy(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

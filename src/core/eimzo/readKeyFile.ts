import * as pkijs from 'pkijs';

const KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';
const CURVES: Record<string, string> = { '1.2.840.10045.3.1.7': 'P-256', '1.3.132.0.34': 'P-384', '1.3.132.0.35': 'P-521' };

/** What a key file holds, ready to sign with (see `signPackage`). */
export interface OpenedKeyFile {
  privateKey: CryptoKey;
  certificate: pkijs.Certificate;
  /** The other certificates of the file, issuers of `certificate` and above. */
  chain: pkijs.Certificate[];
}

/** Thrown when the password is wrong or the file is not a PKCS#12 key file we can use. */
export class KeyFileError extends Error {
  constructor(readonly reason: 'password' | 'format' | 'algorithm') {
    super(`Key file cannot be opened: ${reason}`);
    this.name = 'KeyFileError';
  }
}

/**
 * Opens a password-protected PKCS#12 key file (RFC 7292) in the browser or Node with WebCrypto: checks its
 * integrity MAC (a wrong password fails here), decrypts the shrouded key and the certificates, and imports
 * the key for signing only. The signer's certificate is the one whose public key matches the private key.
 *
 * @example
 * const key = await readKeyFile(await file.arrayBuffer(), password);
 */
export async function readKeyFile(bytes: ArrayBuffer, password: string): Promise<OpenedKeyFile> {
  const secret = new TextEncoder().encode(password).buffer as ArrayBuffer;
  let pfx: pkijs.PFX;
  try {
    pfx = pkijs.PFX.fromBER(bytes);
  } catch {
    throw new KeyFileError('format');
  }
  try {
    await pfx.parseInternalValues({ password: secret, checkIntegrity: true });
  } catch {
    throw new KeyFileError(pfx.macData ? 'password' : 'format');
  }
  const safe = pfx.parsedValue?.authenticatedSafe;
  if (!safe) throw new KeyFileError('format');
  await safe.parseInternalValues({ safeContents: safe.safeContents.map(() => ({ password: secret })) }).catch(() => {
    throw new KeyFileError('password');
  });

  let keyInfo: pkijs.PrivateKeyInfo | null = null;
  const certificates: pkijs.Certificate[] = [];
  for (const contents of safe.parsedValue?.safeContents ?? []) {
    for (const bag of contents.value.safeBags) {
      if (bag.bagId === KEY_BAG && bag.bagValue instanceof pkijs.PKCS8ShroudedKeyBag) {
        await bag.bagValue.parseInternalValues({ password: secret }).catch(() => {
          throw new KeyFileError('password');
        });
        keyInfo = bag.bagValue.parsedValue ?? null;
      } else if (bag.bagId === CERT_BAG && bag.bagValue instanceof pkijs.CertBag && bag.bagValue.parsedValue instanceof pkijs.Certificate) {
        certificates.push(bag.bagValue.parsedValue);
      }
    }
  }
  if (!keyInfo || certificates.length === 0) throw new KeyFileError('format');

  const privateKey = await importSigningKey(keyInfo);
  const own = findOwnCertificate(keyInfo, certificates);
  return { privateKey, certificate: own, chain: certificates.filter((c) => c !== own) };
}

async function importSigningKey(keyInfo: pkijs.PrivateKeyInfo): Promise<CryptoKey> {
  const algorithm = keyInfo.privateKeyAlgorithm;
  if (algorithm.algorithmId !== EC_PUBLIC_KEY) throw new KeyFileError('algorithm');
  const namedCurve = CURVES[(algorithm.algorithmParams as { valueBlock?: { toString(): string } })?.valueBlock?.toString() ?? ''];
  if (!namedCurve) throw new KeyFileError('algorithm');
  return crypto.subtle.importKey('pkcs8', keyInfo.toSchema().toBER(false), { name: 'ECDSA', namedCurve }, false, ['sign']);
}

/** The certificate carrying the key's public half: files usually list the signer's own first, but not always. */
function findOwnCertificate(keyInfo: pkijs.PrivateKeyInfo, certificates: pkijs.Certificate[]): pkijs.Certificate {
  // An ECPrivateKey (RFC 5915) carries its public point, which pkijs parses into x and y.
  const point = (keyInfo.parsedKey as pkijs.ECPrivateKey | undefined)?.publicKey;
  if (!point) return certificates[0];
  const own = toHex(Uint8Array.of(4, ...new Uint8Array(point.x), ...new Uint8Array(point.y)));
  return certificates.find((c) => toHex(c.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView) === own) ?? certificates[0];
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

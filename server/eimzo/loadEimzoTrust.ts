import { readFile, stat } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { createOwnTimestamper } from './createOwnTimestamper';
import { createRemoteTimestamper } from './createRemoteTimestamper';
import { createRevocationSource } from './createRevocationSource';
import type { EimzoTrust } from './EimzoTrust';

/** Where the trust of the digital-signature sign-in comes from (PLATON_EIMZO_* variables, or the demo PKI). */
export interface EimzoFiles {
  /** PEM (or DER) files of the trusted CA certificates. */
  caFiles: string[];
  /** PEM (or DER) CRL files of those CAs. */
  crlFiles: string[];
  /** An RFC 3161 TSA to forward time-stamp requests to; else the own TSA below. */
  tsaUrl: string | null;
  /** The own TSA's certificate (then its chain), PEM. */
  tsaCertFile: string | null;
  /** The own TSA's private key, PKCS#8 PEM. */
  tsaKeyFile: string | null;
  challengeTtlSeconds: number;
  /** How often the lists of the certificates' distribution points are fetched again (PLATON_EIMZO_CRL_REFRESH_MINUTES). */
  crlRefreshMinutes?: number;
}

/** How long a revocation list or OCSP answer may take to come. */
const REVOCATION_TIMEOUT_MS = 15_000;

/**
 * Reads the configured CAs, CRLs and TSA once at start, failing with the file's name when one is unreadable.
 * CRL files are read again whenever they change on disk, so a fresh list takes effect without a restart; the
 * lists and OCSP responders the certificates name are asked over the network (createRevocationSource), and
 * what goes wrong there is told to `log`.
 */
export async function loadEimzoTrust(files: EimzoFiles, log: (message: string) => void = () => undefined): Promise<EimzoTrust> {
  const authorities = (await Promise.all(files.caFiles.map(readCertificates))).flat();
  if (authorities.length === 0) throw new Error('PLATON_EIMZO_CA names no certificate');
  const timestamper = files.tsaUrl ? createRemoteTimestamper(files.tsaUrl) : await ownTimestamper(files);
  const lists = new Map<string, { mtimeMs: number; lists: pkijs.CertificateRevocationList[] }>();
  for (const file of files.crlFiles) lists.set(file, await readCrls(file));

  return {
    authorities,
    timestamper,
    challengeTtlSeconds: files.challengeTtlSeconds,
    revocation: createRevocationSource({ refreshMs: (files.crlRefreshMinutes ?? 60) * 60_000, timeoutMs: REVOCATION_TIMEOUT_MS, log }),
    async revocationLists() {
      for (const file of files.crlFiles) {
        // A list being replaced or briefly missing keeps the last one read: revocations must not lapse.
        const mtimeMs = await stat(file).then(
          (s) => s.mtimeMs,
          () => null,
        );
        if (mtimeMs !== null && mtimeMs !== lists.get(file)?.mtimeMs) lists.set(file, await readCrls(file).catch(() => lists.get(file)!));
      }
      return [...lists.values()].flatMap((entry) => entry.lists);
    },
  };
}

async function ownTimestamper(files: EimzoFiles) {
  if (!files.tsaCertFile || !files.tsaKeyFile)
    throw new Error('Set PLATON_EIMZO_TSA_URL, or PLATON_EIMZO_TSA_CERT and PLATON_EIMZO_TSA_KEY, with PLATON_EIMZO_CA');
  const certificates = await readCertificates(files.tsaCertFile);
  const [pem] = x509.PemConverter.decode(await readFile(files.tsaKeyFile, 'utf8'));
  if (!certificates.length || !pem) throw new Error(`${files.tsaKeyFile}: no PKCS#8 private key`);
  const publicKey = new x509.X509Certificate(certificates[0].toSchema().toBER(false)).publicKey.algorithm as
    EcKeyAlgorithm | RsaHashedKeyAlgorithm;
  const algorithm =
    publicKey.name === 'ECDSA'
      ? { name: 'ECDSA', namedCurve: (publicKey as EcKeyAlgorithm).namedCurve }
      : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const privateKey = await webcrypto.subtle.importKey('pkcs8', pem, algorithm, false, ['sign']).catch((error: Error) => {
    throw new Error(`${files.tsaKeyFile}: ${error.message}`);
  });
  return createOwnTimestamper({ privateKey: privateKey as CryptoKey, certificates });
}

async function readCertificates(file: string): Promise<pkijs.Certificate[]> {
  return (await readDer(file)).map((der) => pkijs.Certificate.fromBER(der));
}

async function readCrls(file: string) {
  const mtimeMs = (await stat(file)).mtimeMs;
  return { mtimeMs, lists: (await readDer(file)).map((der) => pkijs.CertificateRevocationList.fromBER(der)) };
}

/** The DER blocks of a PEM file (any number of them), or the file itself when it is DER. */
async function readDer(file: string): Promise<ArrayBuffer[]> {
  const bytes = await readFile(file).catch((error: Error) => {
    throw new Error(`${file}: ${error.message}`);
  });
  const text = bytes.toString('latin1');
  if (text.includes('-----BEGIN')) return x509.PemConverter.decode(text);
  return [bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer];
}

import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import path from 'node:path';
import * as x509 from '@peculiar/x509';
import { PINFL_OID, TIN_OID } from '../../src/core/eimzo/readCertificateSubject';
import { writeKeyFile } from '../../src/core/eimzo/writeKeyFile';
import { createCertificateAuthority, EC_P256, type CertificateAuthority } from './createCertificateAuthority';
import type { EimzoFiles } from './loadEimzoTrust';

/** The demo key files' password (README, demo accounts table). */
export const DEMO_KEY_PASSWORD = 'demo123';
const CA_NAME = 'CN=Platon Demo CA, O=Platon, C=UZ';
const DAY_MS = 24 * 3600 * 1000;
/** A CRL is made afresh at start once it has less than this left. */
const CRL_RENEW_MS = 30 * DAY_MS;

/** The demo key files: who they name (README.md demo accounts) and whether the CA has revoked them. */
const DEMO_KEYS = [
  {
    file: 'director.p12',
    subject: `CN=Жасур Раҳимов, O=«Янги Йўл» МЧЖ, ${TIN_OID}=305123456, ${PINFL_OID}=30505851234567`,
    revoked: false,
  },
  { file: 'individual.p12', subject: `CN=Нилуфар Каримова, ${PINFL_OID}=42207951234560`, revoked: false },
  { file: 'revoked.p12', subject: `CN=Нилуфар Каримова, ${PINFL_OID}=42207951234560`, revoked: true },
] as const;

/**
 * Demo mode without PLATON_EIMZO_CA: a demo PKI in `{dataDir}/eimzo` made on first start and reused after,
 * so a newcomer can sign in with a digital signature at once: a CA, its CRL, a time-stamping authority, and
 * PKCS#12 key files (password DEMO_KEY_PASSWORD): director.p12 for the `director` account (a legal entity's
 * employee), individual.p12 for `citizen` (an individual), and revoked.p12 (citizen's older key, on the
 * CRL). Private keys are written readable by the owner only.
 */
export async function ensureDemoPki(dir: string, challengeTtlSeconds: number): Promise<EimzoFiles> {
  const file = (name: string) => path.join(dir, name);
  const files: EimzoFiles = {
    caFiles: [file('ca.crt.pem')],
    crlFiles: [file('ca.crl.pem')],
    tsaUrl: null,
    tsaCertFile: file('tsa.crt.pem'),
    tsaKeyFile: file('tsa.key.pem'),
    challengeTtlSeconds,
  };
  const complete = ['ca.crt.pem', 'ca.key.pem', 'ca.crl.pem', 'tsa.crt.pem', 'tsa.key.pem', ...DEMO_KEYS.map((k) => k.file)].every((name) =>
    existsSync(file(name)),
  );
  if (complete) {
    await renewCrl(dir);
    return files;
  }

  await mkdir(dir, { recursive: true });
  const ca = await createCertificateAuthority(CA_NAME);
  await writeFile(file('ca.crt.pem'), ca.certificate.toString('pem') + '\n');
  await writeSecret(file('ca.key.pem'), ca.privateKey);
  const tsa = await ca.issue({
    subject: 'CN=Platon Demo TSA, O=Platon, C=UZ',
    timeStamping: true,
    notAfter: new Date(Date.now() + 10 * 365 * DAY_MS),
  });
  await writeFile(file('tsa.crt.pem'), `${tsa.certificate.toString('pem')}\n${ca.certificate.toString('pem')}\n`);
  await writeSecret(file('tsa.key.pem'), tsa.keys.privateKey);

  const revoked: string[] = [];
  for (const key of DEMO_KEYS) {
    const issued = await ca.issue({ subject: key.subject });
    if (key.revoked) revoked.push(issued.certificate.serialNumber);
    const p12 = await writeKeyFile(
      { privateKey: issued.keys.privateKey, certificate: issued.certificate.rawData, chain: [ca.certificate.rawData] },
      DEMO_KEY_PASSWORD,
    );
    await writeFile(file(key.file), Buffer.from(p12));
  }
  await writeCrl(dir, ca, revoked);
  return files;
}

/** Re-signs the demo CRL with the same entries when it nears its next update, so the demo never goes stale. */
async function renewCrl(dir: string): Promise<void> {
  const crl = new x509.X509Crl(await readFile(path.join(dir, 'ca.crl.pem'), 'utf8'));
  if (crl.nextUpdate && crl.nextUpdate.getTime() - Date.now() > CRL_RENEW_MS) return;
  const certificate = new x509.X509Certificate(await readFile(path.join(dir, 'ca.crt.pem'), 'utf8'));
  const [pkcs8] = x509.PemConverter.decode(await readFile(path.join(dir, 'ca.key.pem'), 'utf8'));
  const privateKey = await webcrypto.subtle.importKey('pkcs8', pkcs8, EC_P256, false, ['sign']);
  const ca = await createCertificateAuthority(CA_NAME, { certificate, privateKey: privateKey as CryptoKey });
  await writeCrl(
    dir,
    ca,
    crl.entries.map((entry) => entry.serialNumber),
  );
}

async function writeCrl(dir: string, ca: CertificateAuthority, serials: string[]): Promise<void> {
  const crl = await ca.revocationList(serials, new Date(Date.now() + 365 * DAY_MS));
  await writeFile(path.join(dir, 'ca.crl.pem'), crl.toString('pem') + '\n');
}

async function writeSecret(file: string, key: CryptoKey): Promise<void> {
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', key);
  await writeFile(file, x509.PemConverter.encode(pkcs8, 'PRIVATE KEY') + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
}

import { randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

// Node's WebCrypto, typed as the DOM's one that @peculiar/x509 speaks (Node's own types list key usages the
// DOM's do not, such as ML-KEM's, so the two are not assignable to each other).
const crypto = webcrypto as unknown as Crypto;
x509.cryptoProvider.set(crypto);

/** ECDSA P-256 with SHA-256: what WebCrypto in every browser can sign with (real E-IMZO keys are GOST-style). */
export const EC_P256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const DAY_MS = 24 * 3600 * 1000;

export interface IssueParams {
  /** An X.500 name, OIDs allowed: `CN=Ali Valiyev, 1.2.860.3.16.1.2=30505851234567`. */
  subject: string;
  notBefore?: Date;
  notAfter?: Date;
  /** A time-stamping authority's certificate (RFC 3161 §2.3: the one critical extended key usage). */
  timeStamping?: boolean;
  /** Where the authority publishes its revocation list (a CRL distribution point in the certificate). */
  crlUrl?: string;
  /** Its OCSP responder (Authority Information Access). */
  ocspUrl?: string;
}

export interface IssuedKey {
  certificate: x509.X509Certificate;
  keys: CryptoKeyPair;
}

export interface CertificateAuthority {
  certificate: x509.X509Certificate;
  privateKey: CryptoKey;
  /** A new key pair and its certificate, signed by this authority. */
  issue(params: IssueParams): Promise<IssuedKey>;
  /** This authority's revocation list naming the given serial numbers (hex). */
  revocationList(serials: readonly string[], nextUpdate: Date): Promise<x509.X509Crl>;
}

/**
 * A small certificate authority over WebCrypto and @peculiar/x509: the demo PKI of the digital-signature
 * sign-in (a CA, its CRL, a time-stamping authority, signers' certificates) and the tests' other CAs. Given
 * an existing certificate and key it reopens that authority rather than making a new one.
 *
 * @example
 * const ca = await createCertificateAuthority('CN=Platon Demo CA');
 * const { certificate, keys } = await ca.issue({ subject: 'CN=Ali Valiyev, 1.2.860.3.16.1.2=30505851234567' });
 */
export async function createCertificateAuthority(
  name: string,
  existing?: { certificate: x509.X509Certificate; privateKey: CryptoKey },
): Promise<CertificateAuthority> {
  let certificate = existing?.certificate;
  let privateKey = existing?.privateKey;
  if (!certificate || !privateKey) {
    const keys = await crypto.subtle.generateKey(EC_P256, true, ['sign', 'verify']);
    certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: randomSerial(),
      name,
      notBefore: new Date(Date.now() - DAY_MS),
      notAfter: new Date(Date.now() + 20 * 365 * DAY_MS),
      keys,
      signingAlgorithm: EC_P256,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      ],
    });
    privateKey = keys.privateKey;
  }
  const authority = certificate;
  const signingKey = privateKey;

  return {
    certificate: authority,
    privateKey: signingKey,
    async issue({
      subject,
      notBefore = new Date(Date.now() - DAY_MS),
      notAfter = new Date(Date.now() + 2 * 365 * DAY_MS),
      timeStamping = false,
      crlUrl,
      ocspUrl,
    }) {
      const keys = await crypto.subtle.generateKey(EC_P256, true, ['sign', 'verify']);
      const usage = timeStamping
        ? [new x509.ExtendedKeyUsageExtension([TIME_STAMPING], true)]
        : [new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true)];
      const issued = await x509.X509CertificateGenerator.create({
        serialNumber: randomSerial(),
        subject,
        issuer: authority.subject,
        notBefore,
        notAfter,
        publicKey: keys.publicKey,
        signingKey,
        signingAlgorithm: EC_P256,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          ...usage,
          await x509.AuthorityKeyIdentifierExtension.create(authority, false),
          ...(crlUrl ? [new x509.CRLDistributionPointsExtension([crlUrl])] : []),
          ...(ocspUrl ? [new x509.AuthorityInfoAccessExtension({ ocsp: [ocspUrl] })] : []),
        ],
      });
      return { certificate: issued, keys };
    },
    async revocationList(serials, nextUpdate) {
      return x509.X509CrlGenerator.create({
        issuer: authority.subject,
        thisUpdate: new Date(),
        nextUpdate,
        entries: serials.map((serialNumber) => ({ serialNumber, revocationDate: new Date(), reason: x509.X509CrlReason.keyCompromise })),
        signingKey,
        signingAlgorithm: EC_P256,
      });
    },
  };
}

/** 16 random bytes, the top bit clear so the INTEGER stays positive without a leading zero byte. */
function randomSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x10;
  return bytes.toString('hex');
}

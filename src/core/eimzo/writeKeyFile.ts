import * as pkijs from 'pkijs';

const KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
/**
 * PBES2 with PBKDF2-HMAC-SHA256 and AES-256-CBC, as `openssl pkcs12 -export` does by default today. pkijs draws
 * a fresh IV itself; its type asks for one all the same.
 */
const ENCRYPTION = {
  contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 } as pkijs.ContentEncryptionAesCbcParams,
  hmacHashAlgorithm: 'SHA-256',
  iterationCount: 100_000,
};

export interface KeyFileContents {
  /** An extractable private key (its PKCS#8 form goes into the file). */
  privateKey: CryptoKey;
  /** DER of the signer's certificate. */
  certificate: ArrayBuffer;
  /** DER of the issuing certificates, nearest first. */
  chain?: ArrayBuffer[];
}

/**
 * Packs a key and its certificates into a password-protected PKCS#12 file (RFC 7292): the key in a shrouded
 * key bag and the certificates in an encrypted bag, both under PBES2, with an HMAC-SHA256 integrity MAC. It is
 * what the demo's and the tests' software keys are made with, and what `readKeyFile` reads.
 *
 * @example
 * const bytes = await writeKeyFile({ privateKey, certificate: cert.rawData }, 'secret');
 */
export async function writeKeyFile({ privateKey, certificate, chain = [] }: KeyFileContents, password: string): Promise<ArrayBuffer> {
  const secret = new TextEncoder().encode(password).buffer as ArrayBuffer;
  const pkcs8 = pkijs.PrivateKeyInfo.fromBER(await crypto.subtle.exportKey('pkcs8', privateKey));
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: pkcs8 });
  const certBags = [certificate, ...chain].map(
    (der) => new pkijs.SafeBag({ bagId: CERT_BAG, bagValue: new pkijs.CertBag({ parsedValue: pkijs.Certificate.fromBER(der) }) }),
  );
  const pfx = new pkijs.PFX({
    parsedValue: {
      integrityMode: 0,
      authenticatedSafe: new pkijs.AuthenticatedSafe({
        parsedValue: {
          safeContents: [
            { privacyMode: 0, value: new pkijs.SafeContents({ safeBags: [new pkijs.SafeBag({ bagId: KEY_BAG, bagValue: keyBag })] }) },
            { privacyMode: 1, value: new pkijs.SafeContents({ safeBags: certBags }) },
          ],
        },
      }),
    },
  });
  await keyBag.makeInternalValues({ password: secret, ...ENCRYPTION });
  await pfx.parsedValue!.authenticatedSafe!.makeInternalValues({ safeContents: [{}, { password: secret, ...ENCRYPTION }] });
  await pfx.makeInternalValues({
    password: secret,
    iterations: ENCRYPTION.iterationCount,
    pbkdf2HashAlgorithm: 'SHA-256',
    hmacHashAlgorithm: 'SHA-256',
  });
  return pfx.toSchema().toBER(false);
}

import * as x509 from '@peculiar/x509';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { KeyFileError, readKeyFile } from './readKeyFile';
import { signPackage } from './signPackage';
import { writeKeyFile } from './writeKeyFile';

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
let caCert: x509.X509Certificate;
let signerCert: x509.X509Certificate;
let signerKeys: CryptoKeyPair;
let file: ArrayBuffer;

beforeAll(async () => {
  x509.cryptoProvider.set(crypto);
  const caKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  caCert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Test CA',
    keys: caKeys,
    signingAlgorithm: EC,
  });
  signerKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  signerCert = await x509.X509CertificateGenerator.create({
    serialNumber: '7a11',
    subject: 'CN=Ali Valiyev, 1.2.860.3.16.1.2=30505851234567',
    issuer: caCert.subject,
    publicKey: signerKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: EC,
  });
  // The issuer first, as some tools write them: the signer's own certificate is found by its key.
  file = await writeKeyFile({ privateKey: signerKeys.privateKey, certificate: caCert.rawData, chain: [signerCert.rawData] }, 'пароль-1');
});

describe('key files (PKCS#12)', () => {
  it('open with the right password: the signing key, its own certificate and the chain', async () => {
    const opened = await readKeyFile(file, 'пароль-1');
    expect(opened.privateKey.usages).toEqual(['sign']);
    expect(opened.privateKey.extractable).toBe(false);
    expect(new x509.X509Certificate(opened.certificate.toSchema().toBER(false)).serialNumber).toBe('7a11');
    expect(opened.chain.map((c) => new x509.X509Certificate(c.toSchema().toBER(false)).subject)).toEqual(['CN=Test CA']);
  });

  it('refuse a wrong password and bytes that are no key file, saying which', async () => {
    await expect(readKeyFile(file, 'пароль-2')).rejects.toMatchObject({ reason: 'password' });
    await expect(readKeyFile(new TextEncoder().encode('not a key file').buffer as ArrayBuffer, 'x')).rejects.toBeInstanceOf(KeyFileError);
  });
});

describe('signPackage', () => {
  it('makes CMS SignedData with the text attached that verifies against its certificate', async () => {
    const pkcs7 = await signPackage('challenge-123', await readKeyFile(file, 'пароль-1'), new Date('2026-11-24T10:00:00Z'));
    const der = Uint8Array.from(atob(pkcs7), (c) => c.charCodeAt(0));
    const signed = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(der.buffer).content });
    // pkijs writes the content as a constructed OCTET STRING (BER chunks); getValue() joins them.
    expect(new TextDecoder().decode(signed.encapContentInfo.eContent!.getValue())).toBe('challenge-123');
    const attributes = signed.signerInfos[0].signedAttrs!.attributes.map((a) => a.type);
    expect(attributes).toEqual(['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.5']);
    expect(await signed.verify({ signer: 0, checkChain: false })).toBe(true);
  });

  it('fails verification once the attached text is changed', async () => {
    const pkcs7 = await signPackage('challenge-123', await readKeyFile(file, 'пароль-1'));
    const der = Uint8Array.from(atob(pkcs7), (c) => c.charCodeAt(0));
    const signed = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(der.buffer).content });
    const other = new TextEncoder().encode('challenge-124');
    signed.encapContentInfo = new pkijs.EncapsulatedContentInfo({
      eContentType: '1.2.840.113549.1.7.1',
      eContent: new asn1js.OctetString({ valueHex: other }),
    });
    await expect(signed.verify({ signer: 0, checkChain: false })).rejects.toBeTruthy();
  });
});

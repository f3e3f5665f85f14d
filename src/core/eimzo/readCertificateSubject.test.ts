import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCertificateSubject } from './readCertificateSubject';

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
let keys: CryptoKeyPair;

async function certificate(subject: string, serialNumber = '00c0ffee'): Promise<pkijs.Certificate> {
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber,
    name: subject,
    keys,
    signingAlgorithm: EC,
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2028-01-01T00:00:00Z'),
  });
  return pkijs.Certificate.fromBER(cert.rawData);
}

beforeAll(async () => {
  x509.cryptoProvider.set(crypto);
  keys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
});

describe('readCertificateSubject', () => {
  it("reads an organisation employee's certificate as a legal entity's", async () => {
    const subject = readCertificateSubject(
      await certificate('CN=Karimov Anvar, O=Platon Demo MChJ, 1.2.860.3.16.1.1=301234567, 1.2.860.3.16.1.2=30505851234567'),
    );
    expect(subject).toEqual({
      serialNumber: 'c0ffee',
      fullName: 'Karimov Anvar',
      organization: 'Platon Demo MChJ',
      tin: '301234567',
      pinfl: '30505851234567',
      isLegalEntity: true,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2028-01-01T00:00:00Z'),
    });
  });

  it("reads an individual's certificate: a PINFL and no organisation TIN", async () => {
    const subject = readCertificateSubject(await certificate('CN=Valiyeva Dilnoza, 1.2.860.3.16.1.2=41203901234567'));
    expect(subject).toMatchObject({ pinfl: '41203901234567', tin: null, isLegalEntity: false, organization: null });
  });

  it('treats a TIN or PINFL of the wrong shape as absent', async () => {
    const subject = readCertificateSubject(await certificate('CN=X, 1.2.860.3.16.1.1=30123, 1.2.860.3.16.1.2=3050585123456X'));
    expect(subject).toMatchObject({ tin: null, pinfl: null, isLegalEntity: false });
  });
});

import * as pkijs from 'pkijs';
import { PINFL_OID, TIN_OID } from '../../../src/core/eimzo/readCertificateSubject';
import type { OpenedKeyFile } from '../../../src/core/eimzo/readKeyFile';
import { createCertificateAuthority, type CertificateAuthority, type IssueParams } from '../../../server/eimzo/createCertificateAuthority';
import { createOwnTimestamper } from '../../../server/eimzo/createOwnTimestamper';
import type { EimzoTrust } from '../../../server/eimzo/EimzoTrust';

const DAY_MS = 24 * 3600 * 1000;

export interface TestPki {
  ca: CertificateAuthority;
  trust: EimzoTrust;
  /** A signing key with its certificate from this CA (or `from`, another one), as readKeyFile opens it. */
  key(subject: string, params?: Omit<IssueParams, 'subject'>, from?: CertificateAuthority): Promise<OpenedKeyFile>;
  /** Puts a certificate on the CA's revocation list, which the trust reads from then on. */
  revoke(key: OpenedKeyFile): Promise<void>;
}

/** Subjects in E-IMZO's form (see readCertificateSubject). */
export const legalSubject = (name: string, tin: string, pinfl: string) =>
  `CN=${name}, O=Test LLC, ${TIN_OID}=${tin}, ${PINFL_OID}=${pinfl}`;
export const individualSubject = (name: string, pinfl: string) => `CN=${name}, ${PINFL_OID}=${pinfl}`;

/** The demo accounts the signature tests sign in as: 'director' (a legal entity's employee) and 'user'. */
export const DIRECTOR_PINFL = '30505851234567';
export const DIRECTOR_TIN = '305123456';
export const USER_PINFL = '31502851234567';
/** A key of 'user' (an individual) from `pki`, with `params` such as its validity or publication points. */
export const userKey = (pki: TestPki, params?: Omit<IssueParams, 'subject'>) =>
  pki.key(individualSubject('Алишер Навоий', USER_PINFL), params);
/** A key of 'director' (an employee of the organisation with DIRECTOR_TIN) from `pki`. */
export const directorKey = (pki: TestPki) => pki.key(legalSubject('Жасур Раҳимов', DIRECTOR_TIN, DIRECTOR_PINFL));

/**
 * A test CA with its own TSA and revocation list, and the server trust built on them, so tests sign packages
 * exactly as the browser does (src/core/eimzo/signPackage) and the server checks them for real.
 */
export async function createTestPki(challengeTtlSeconds = 120): Promise<TestPki> {
  const ca = await createCertificateAuthority('CN=Test Root CA, C=UZ');
  const tsa = await ca.issue({ subject: 'CN=Test TSA', timeStamping: true });
  let lists: pkijs.CertificateRevocationList[] = [
    pkijs.CertificateRevocationList.fromBER((await ca.revocationList([], new Date(Date.now() + DAY_MS))).rawData),
  ];
  const revoked: string[] = [];
  const trust: EimzoTrust = {
    authorities: [toPkijs(ca.certificate.rawData)],
    revocationLists: async () => lists,
    timestamper: createOwnTimestamper({
      privateKey: tsa.keys.privateKey,
      certificates: [toPkijs(tsa.certificate.rawData), toPkijs(ca.certificate.rawData)],
    }),
    challengeTtlSeconds,
  };
  return {
    ca,
    trust,
    async key(subject, params = {}, from = ca) {
      const issued = await from.issue({ subject, ...params });
      return {
        privateKey: issued.keys.privateKey,
        certificate: toPkijs(issued.certificate.rawData),
        chain: [toPkijs(from.certificate.rawData)],
      };
    },
    async revoke(key) {
      revoked.push(Buffer.from(key.certificate.serialNumber.valueBlock.valueHexView).toString('hex'));
      lists = [pkijs.CertificateRevocationList.fromBER((await ca.revocationList(revoked, new Date(Date.now() + DAY_MS))).rawData)];
    },
  };
}

function toPkijs(der: ArrayBuffer): pkijs.Certificate {
  return pkijs.Certificate.fromBER(der);
}

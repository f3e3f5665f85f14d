import type * as pkijs from 'pkijs';

/** E-IMZO's subject attributes (Uzbekistan's national PKI): the organisation's TIN and the person's PINFL. */
export const TIN_OID = '1.2.860.3.16.1.1';
export const PINFL_OID = '1.2.860.3.16.1.2';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';

/** Who a signature certificate names, as the sign-in page shows it and the server matches it to a user. */
export interface CertificateSubject {
  /** Certificate serial number, lower-case hex without leading zeros: the form the signature list keeps. */
  serialNumber: string;
  fullName: string | null;
  organization: string | null;
  /** 9 digits, present only on an organisation employee's certificate. */
  tin: string | null;
  /** 14 digits, the person's personal identification number. */
  pinfl: string | null;
  /** A legal entity's certificate carries the organisation's TIN; an individual's does not. */
  isLegalEntity: boolean;
  validFrom: Date;
  validTo: Date;
}

/**
 * Reads the E-IMZO subject of a certificate: full name (CN), organisation (O), TIN and PINFL by their OIDs.
 * A TIN or PINFL of the wrong shape counts as absent, so a malformed certificate cannot pass for another user.
 *
 * @example
 * readCertificateSubject(key.certificate).pinfl; // '30505851234567'
 */
export function readCertificateSubject(certificate: pkijs.Certificate): CertificateSubject {
  const values = new Map<string, string>();
  for (const attribute of certificate.subject.typesAndValues) {
    const text = (attribute.value as { valueBlock?: { value?: unknown } }).valueBlock?.value;
    if (typeof text === 'string' && !values.has(attribute.type)) values.set(attribute.type, text.trim());
  }
  const tin = digits(values.get(TIN_OID), 9);
  return {
    serialNumber: serialHex(certificate.serialNumber.valueBlock.valueHexView),
    fullName: values.get(COMMON_NAME) || null,
    organization: values.get(ORGANIZATION) || null,
    tin,
    pinfl: digits(values.get(PINFL_OID), 14),
    isLegalEntity: tin !== null,
    validFrom: certificate.notBefore.value,
    validTo: certificate.notAfter.value,
  };
}

function digits(value: string | undefined, length: number): string | null {
  return value && new RegExp(`^\\d{${length}}$`).test(value) ? value : null;
}

function serialHex(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return hex.replace(/^0+(?=.)/, '');
}

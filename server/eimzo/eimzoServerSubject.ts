import { PINFL_OID, TIN_OID, type CertificateSubject } from '../../src/core/eimzo/readCertificateSubject';

/** The E-IMZO server writes times as 'YYYY-MM-DD HH:mm:ss' in Uzbekistan's time (UTC+5, no daylight saving). */
const SERVER_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * The E-IMZO server's `subjectCertificateInfo` as the subject the built-in verifier reads from a certificate:
 * serial in lower-case hex without leading zeros, full name (CN), organisation (O), TIN and PINFL by their
 * OIDs (a value of the wrong shape counts as absent, as there). Null when the answer has no usable serial,
 * which the caller treats as an answer that is not the server's.
 *
 * @example
 * eimzoServerSubject({ serialNumber: '218711A92', subjectName: { CN: 'Ali', '1.2.860.3.16.1.2': '30505851234567' } })?.pinfl;
 */
export function eimzoServerSubject(info: unknown): CertificateSubject | null {
  if (typeof info !== 'object' || info === null) return null;
  const { serialNumber, subjectName, validFrom, validTo } = info as Record<string, unknown>;
  if (typeof serialNumber !== 'string' || !/^[0-9a-fA-F]{1,64}$/.test(serialNumber)) return null;
  const names = typeof subjectName === 'object' && subjectName !== null ? (subjectName as Record<string, unknown>) : {};
  const text = (key: string) => (typeof names[key] === 'string' ? (names[key] as string).trim() : '');
  const tin = digits(text(TIN_OID), 9);
  return {
    serialNumber: serialNumber.toLowerCase().replace(/^0+(?=.)/, ''),
    fullName: text('CN') || null,
    organization: text('O') || null,
    tin,
    pinfl: digits(text(PINFL_OID), 14),
    isLegalEntity: tin !== null,
    validFrom: eimzoServerTime(validFrom) ?? new Date(Number.NaN),
    validTo: eimzoServerTime(validTo) ?? new Date(Number.NaN),
  };
}

function digits(value: string, length: number): string | null {
  return new RegExp(`^\\d{${length}}$`).test(value) ? value : null;
}

/** A time as the E-IMZO server writes it, or null when it is not one. */
export function eimzoServerTime(value: unknown): Date | null {
  const match = typeof value === 'string' ? SERVER_TIME.exec(value) : null;
  return match ? new Date(`${match[1]}T${match[2]}+05:00`) : null;
}

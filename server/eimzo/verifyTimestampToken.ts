import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';
import { EIMZO_TIMESTAMP_INVALID } from '../../src/core/api/signInContract';
import { checkCertificate } from './checkCertificate';
import { EimzoRefusal } from './EimzoRefusal';
import type { EimzoTrust } from './EimzoTrust';
import { SHA256, SIGNATURE_TIME_STAMP_TOKEN, SIGNED_DATA, TIME_STAMPING_USAGE, TST_INFO } from './tspOids';

/** Clock difference tolerated between this server and the TSA. */
const SKEW_MS = 60_000;

/**
 * Checks the signer's RFC 3161 time-stamp token and answers its time: a TSTInfo signed by a certificate with
 * the timeStamping usage that chains to a trusted CA and is not revoked, whose message imprint is the SHA-256
 * of this signature's value, made within the challenge lifetime before `now`. That time is when the
 * signature is known to have existed, so the signer's certificate is judged at it.
 */
export async function verifyTimestampToken(signerInfo: pkijs.SignerInfo, trust: EimzoTrust, now = new Date()): Promise<Date> {
  const attribute = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === SIGNATURE_TIME_STAMP_TOKEN);
  if (!attribute || attribute.values.length !== 1) throw refuse('timestamp missing');
  let signed: pkijs.SignedData;
  let info: pkijs.TSTInfo;
  try {
    const token = new pkijs.ContentInfo({ schema: attribute.values[0] });
    if (token.contentType !== SIGNED_DATA) throw new Error('not signed data');
    signed = new pkijs.SignedData({ schema: token.content });
    if (signed.encapContentInfo.eContentType !== TST_INFO || signed.signerInfos.length !== 1) throw new Error('not a TSTInfo');
    info = pkijs.TSTInfo.fromBER(signed.encapContentInfo.eContent!.getValue());
  } catch {
    throw refuse('timestamp malformed');
  }

  const signatureValue = signerInfo.signature.valueBlock.valueHexView.slice().buffer;
  const digest = new Uint8Array(await webcrypto.subtle.digest('SHA-256', signatureValue));
  const imprint = info.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== SHA256 || !sameBytes(imprint.hashedMessage.valueBlock.valueHexView, digest)) {
    throw refuse('timestamp for another signature');
  }

  // pkijs checks the token's own signature and, given the stamped data, the imprint again.
  const verified = await signed.verify({ signer: 0, data: signatureValue, checkChain: false, extendedMode: true }).catch(() => null);
  const tsaCertificate = verified?.signatureVerified ? verified.signerCertificate : undefined;
  if (!tsaCertificate || !hasTimeStampingUsage(tsaCertificate)) throw refuse('timestamp signature');
  const verdict = await checkCertificate(tsaCertificate, (signed.certificates ?? []).filter(isCertificate), trust, info.genTime);
  if (verdict !== 'valid') throw refuse(`timestamp authority ${verdict}`);

  const age = now.getTime() - info.genTime.getTime();
  if (age < -SKEW_MS || age > trust.challengeTtlSeconds * 1000 + SKEW_MS) throw refuse('timestamp time');
  return info.genTime;
}

function hasTimeStampingUsage(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((e) => e.extnID === '2.5.29.37');
  const usage = extension?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return usage?.keyPurposes.includes(TIME_STAMPING_USAGE) ?? false;
}

function isCertificate(value: unknown): value is pkijs.Certificate {
  return value instanceof pkijs.Certificate;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function refuse(reason: string): EimzoRefusal {
  return new EimzoRefusal(401, EIMZO_TIMESTAMP_INVALID, reason);
}

import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';
import { readSignedPackage, writeSignedPackage } from './readSignedPackage';
import type { Timestamper } from './Timestamper';
import { SIGNATURE_TIME_STAMP_TOKEN } from './tspOids';

/**
 * `POST eimzo/timestamp` (docs/behaviour.md §11): the package with a time-stamp token over its signature value attached as
 * the signer's unsigned attribute id-aa-signatureTimeStampToken (RFC 3161 appendix A), replacing any earlier
 * one. The signed part is untouched, so the signature still verifies.
 */
export async function attachTimestamp(pkcs7: string, timestamper: Timestamper): Promise<{ pkcs7b64: string; content: string }> {
  const { signedData, signerInfo, content } = readSignedPackage(pkcs7);
  const digest = await webcrypto.subtle.digest('SHA-256', signerInfo.signature.valueBlock.valueHexView);
  const token = await timestamper.stamp(digest);
  const others = signerInfo.unsignedAttrs?.attributes.filter((a) => a.type !== SIGNATURE_TIME_STAMP_TOKEN) ?? [];
  signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [...others, new pkijs.Attribute({ type: SIGNATURE_TIME_STAMP_TOKEN, values: [token.toSchema()] })],
  });
  return { pkcs7b64: writeSignedPackage(signedData), content };
}

import * as pkijs from 'pkijs';
import { EIMZO_INVALID_CERTIFICATE, EIMZO_REVOKED } from '../../src/core/api/signInContract';
import { readCertificateSubject, type CertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import { checkCertificate } from './checkCertificate';
import { EimzoRefusal } from './EimzoRefusal';
import { SignatureServiceUnavailable } from './SignatureServiceUnavailable';
import type { EimzoTrust } from './EimzoTrust';
import type { SignedPackage } from './readSignedPackage';
import { verifyTimestampToken } from './verifyTimestampToken';

/** A signature that passed every check: who made it, over what text, and when it is known to have existed. */
export interface VerifiedSignature {
  content: string;
  subject: CertificateSubject;
  signedAt: Date;
}

/**
 * The cryptographic half of the digital-signature sign-in (docs/behaviour.md §11 `POST /auth/e-imzo`): the CMS signature
 * over the attached text, the time-stamp token over that signature, the signer certificate's chain to a
 * trusted CA at the stamped time, and its revocation. Throws EimzoRefusal with docs/behaviour.md §9's server message.
 * Whether the text is a live challenge, and whose certificate it is, the route decides.
 */
export async function verifySignedPackage(
  { signedData, signerInfo, content }: SignedPackage,
  trust: EimzoTrust,
  now = new Date(),
): Promise<VerifiedSignature> {
  const verified = await signedData.verify({ signer: 0, checkChain: false, extendedMode: true }).catch(() => null);
  const certificate = verified?.signatureVerified ? verified.signerCertificate : undefined;
  if (!certificate) throw new EimzoRefusal(401, EIMZO_INVALID_CERTIFICATE, 'signature');
  const signedAt = await verifyTimestampToken(signerInfo, trust, now);
  const bundled = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const verdict = await checkCertificate(certificate, bundled, trust, signedAt);
  if (verdict === 'revoked') throw new EimzoRefusal(401, EIMZO_REVOKED, 'revoked');
  if (verdict === 'invalid') throw new EimzoRefusal(401, EIMZO_INVALID_CERTIFICATE, 'certificate');
  if (verdict === 'unknown') throw new SignatureServiceUnavailable('the certificate’s revocation status could not be had');
  return { content, subject: readCertificateSubject(certificate), signedAt };
}

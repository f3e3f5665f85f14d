import { attachTimestamp } from './attachTimestamp';
import { randomChallenge } from './createChallengeStore';
import type { EimzoTrust } from './EimzoTrust';
import { readSignedPackage } from './readSignedPackage';
import type { SignatureVerifier } from './SignatureVerifier';
import { verifySignedPackage } from './verifySignedPackage';

/**
 * The server's own verifier: random challenges, time stamps from the configured TSA (or its own), and
 * RSA/ECDSA signatures checked against the configured CAs and their revocation lists.
 *
 * @example
 * const verifier = createBuiltInVerifier(await loadEimzoTrust(files));
 */
export function createBuiltInVerifier(trust: EimzoTrust): SignatureVerifier {
  return {
    async challenge() {
      return randomChallenge(trust.challengeTtlSeconds);
    },
    async timestamp(pkcs7) {
      return (await attachTimestamp(pkcs7, trust.timestamper)).pkcs7b64;
    },
    async verify(_pkcs7, signed) {
      return (await verifySignedPackage(signed, trust)).subject;
    },
    async document(pkcs7) {
      const { pkcs7b64 } = await attachTimestamp(pkcs7, trust.timestamper);
      const { subject, content, signedAt } = await verifySignedPackage(readSignedPackage(pkcs7b64), trust);
      return { subject, content, signedAt, pkcs7: pkcs7b64 };
    },
  };
}

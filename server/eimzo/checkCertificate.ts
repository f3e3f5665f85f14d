import * as pkijs from 'pkijs';
import type { EimzoTrust } from './EimzoTrust';

export type CertificateVerdict = 'valid' | 'invalid' | 'revoked' | 'unknown';

/**
 * Whether a certificate chains to a trusted CA and was valid at `date`, and whether any certificate on that
 * path is revoked: by its OCSP responder or the lists of its distribution points (trust.revocation), or on a
 * configured list of its issuer (a list counts only when its own signature verifies with that issuer's key).
 * Revocation is told apart from other failures because docs/behaviour.md §9 shows it with its own message;
 * 'unknown' is a certificate whose status its CA publishes only where it could not be had.
 */
export async function checkCertificate(
  certificate: pkijs.Certificate,
  bundled: readonly pkijs.Certificate[],
  trust: EimzoTrust,
  date: Date,
): Promise<CertificateVerdict> {
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: trust.authorities,
    certs: [certificate, ...bundled.filter((c) => c !== certificate)],
    checkDate: date,
  });
  const chain = await engine.verify().catch(() => null);
  if (!chain?.result || !chain.certificatePath) return 'invalid';

  const lists = await trust.revocationLists();
  const path = chain.certificatePath;
  let unknown = false;
  for (let index = 0; index < path.length - 1; index += 1) {
    const subject = path[index];
    const issuer = path[index + 1];
    const published = trust.revocation ? await trust.revocation.status(subject, issuer) : 'none';
    if (published === 'revoked') return 'revoked';
    let listed = false;
    for (const list of lists) {
      if (!list.issuer.isEqual(issuer.subject)) continue;
      if (!(await list.verify({ issuerCertificate: issuer }).catch(() => false))) continue;
      if (list.isCertificateRevoked(subject)) return 'revoked';
      listed = true;
    }
    // A configured list of the issuer answers for it when the network could not.
    if (published === 'unknown' && !listed) unknown = true;
  }
  return unknown ? 'unknown' : 'valid';
}

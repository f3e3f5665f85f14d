import * as pkijs from 'pkijs';
import type { EimzoTrust } from './EimzoTrust';

export type CertificateVerdict = 'valid' | 'invalid' | 'revoked';

/**
 * Whether a certificate chains to a trusted CA and was valid at `date`, and whether any certificate on that
 * path is on its issuer's revocation list (a list counts only when its own signature verifies with that
 * issuer's key). Revocation is told apart from other failures because docs/behaviour.md §9 shows it with its own message.
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
  for (let index = 0; index < path.length - 1; index += 1) {
    const subject = path[index];
    const issuer = path[index + 1];
    for (const list of lists) {
      if (!list.issuer.isEqual(issuer.subject) || !list.isCertificateRevoked(subject)) continue;
      if (await list.verify({ issuerCertificate: issuer }).catch(() => false)) return 'revoked';
    }
  }
  return 'valid';
}

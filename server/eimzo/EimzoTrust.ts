import type * as pkijs from 'pkijs';
import type { RevocationSource } from './createRevocationSource';
import type { Timestamper } from './Timestamper';

/** What the digital-signature sign-in trusts, loaded once at start (see loadEimzoTrust). */
export interface EimzoTrust {
  /** Root (and intermediate) CA certificates that signers' and TSAs' certificates must chain to. */
  authorities: pkijs.Certificate[];
  /** Revocation lists of those CAs, current as of the last read (files are re-read when they change). */
  revocationLists(): Promise<pkijs.CertificateRevocationList[]>;
  /** The status the CAs publish on the network (distribution points, OCSP); absent: the files alone decide. */
  revocation?: RevocationSource;
  /** The TSA behind `POST eimzo/timestamp`. */
  timestamper: Timestamper;
  /** Seconds a challenge stays valid; a timestamp older than this cannot belong to a live challenge. */
  challengeTtlSeconds: number;
}

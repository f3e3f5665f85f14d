import type { EimzoChallenge } from '../../src/core/api/signInContract';
import type { CertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import type { SignedPackage } from './readSignedPackage';

/** Who asks, as the E-IMZO server wants to know: the user's address and the site they sign in to. */
export interface SignatureClient {
  ip: string;
  host: string;
}

/** A signed document (a form record) as checked: who signed what, when the time stamp says, and the stamped package. */
export interface SignedDocument {
  subject: CertificateSubject;
  content: string;
  signedAt: Date;
  pkcs7: string;
}

/**
 * What checks the digital-signature sign-in (docs/signature-sign-in.md): the server's own verifier over the
 * configured CAs (createBuiltInVerifier), or the vendor's E-IMZO server (createEimzoServerVerifier). Either
 * way the route records each challenge it hands out and consumes it once, so a package signs in once.
 */
export interface SignatureVerifier {
  /** A fresh challenge to sign and the seconds it stays valid. */
  challenge(): Promise<EimzoChallenge>;
  /** The package with a time-stamp token attached; throws TimestampUnavailable when none can be had. */
  timestamp(pkcs7: string, client: SignatureClient): Promise<string>;
  /**
   * Who signed: the signature, its time stamp, the certificate's chain and status all checked. Throws
   * EimzoRefusal with the message the client shows, or SignatureServiceUnavailable.
   */
  verify(pkcs7: string, signed: SignedPackage, client: SignatureClient): Promise<CertificateSubject>;
  /** A document's package time-stamped here and then checked like a sign-in's (throws as verify does). */
  document(pkcs7: string, client: SignatureClient): Promise<SignedDocument>;
}

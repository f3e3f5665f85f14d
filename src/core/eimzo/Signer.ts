/** What the signature tab shows of a key: its owner, organisation, identifiers and validity. */
export interface KeySubject {
  fullName: string | null;
  organization: string | null;
  /** The organisation's TIN: present on a legal entity employee's key only. */
  tin: string | null;
  pinfl: string | null;
  serialNumber: string | null;
  validTo: Date | null;
}

/** A key the user can sign with. */
export interface SignerKey {
  /** Stable across visits, so the chosen key can be remembered (`login_eimzo_key`, docs/behaviour.md §2). */
  id: string;
  /** A key file opened in this page, an ID card, or a key the E-IMZO desktop service holds. */
  source: 'file' | 'idcard' | 'eimzo';
  subject: KeySubject;
}

/**
 * One way of signing (docs/behaviour.md §2 "an ID card or a local key"): the E-IMZO desktop service, or a key file opened
 * in the browser. Both answer the same CMS package (base64 SignedData with the text attached).
 */
export interface Signer {
  listKeys(): Promise<SignerKey[]>;
  sign(keyId: string, content: string): Promise<string>;
}

import { readCertificateSubject } from './readCertificateSubject';
import { readKeyFile, type OpenedKeyFile } from './readKeyFile';
import type { Signer, SignerKey } from './Signer';
import { signPackage } from './signPackage';

export interface SoftwareSigner extends Signer {
  /** Opens a PKCS#12 key file with its password (throws KeyFileError); the key stays in this page only. */
  open(bytes: ArrayBuffer, fileName: string, password: string): Promise<SignerKey>;
}

/**
 * The software signer: a key file the user picks and its password, used with WebCrypto. The private key is
 * imported non-extractable and kept in memory for this page only (a wrong one-time code needs a fresh
 * signature without asking for the password again); nothing but the signed package leaves the browser.
 */
export function createSoftwareSigner(): SoftwareSigner {
  const opened = new Map<string, OpenedKeyFile>();
  const keys = new Map<string, SignerKey>();
  return {
    async open(bytes, fileName, password) {
      const file = await readKeyFile(bytes, password);
      const subject = readCertificateSubject(file.certificate);
      const key: SignerKey = { id: `file:${fileName}`, source: 'file', subject: { ...subject, validTo: subject.validTo } };
      opened.set(key.id, file);
      keys.set(key.id, key);
      return key;
    },
    async listKeys() {
      return [...keys.values()];
    },
    async sign(keyId, content) {
      const file = opened.get(keyId);
      if (!file) throw new Error(`No opened key ${keyId}`);
      return signPackage(content, file);
    },
  };
}

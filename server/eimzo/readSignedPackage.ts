import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { EIMZO_INVALID_CERTIFICATE, EIMZO_MAX_PACKAGE_BYTES } from '../../src/core/api/signInContract';
import { EimzoRefusal } from './EimzoRefusal';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const DATA = '1.2.840.113549.1.7.1';

/** A signed package taken apart: the CMS structure, its one signer, and the attached text. */
export interface SignedPackage {
  signedData: pkijs.SignedData;
  signerInfo: pkijs.SignerInfo;
  /** The encapsulated content as UTF-8 text (the challenge, for a sign-in). */
  content: string;
}

/**
 * Parses a base64 CMS SignedData (E-IMZO's `create_pkcs7` output, docs/behaviour.md §11) with exactly one signer and
 * attached data content. Anything else (bad base64, trailing bytes, another content type, detached content)
 * is refused as an invalid signature, never an exception a route would turn into a 500.
 */
export function readSignedPackage(base64: string): SignedPackage {
  const text = base64.replace(/\s+/g, '');
  if (!text || text.length > Math.ceil(EIMZO_MAX_PACKAGE_BYTES / 3) * 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw invalid('base64');
  const der = Buffer.from(text, 'base64');
  const bytes = der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength);
  try {
    const parsed = asn1js.fromBER(bytes);
    if (parsed.offset === -1 || parsed.offset !== bytes.byteLength) throw invalid('asn1');
    const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
    if (contentInfo.contentType !== SIGNED_DATA) throw invalid('content type');
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const eContent = signedData.encapContentInfo.eContent;
    if (signedData.signerInfos.length !== 1 || signedData.encapContentInfo.eContentType !== DATA || !eContent) throw invalid('shape');
    const content = new TextDecoder('utf-8', { fatal: true }).decode(eContent.getValue());
    return { signedData, signerInfo: signedData.signerInfos[0], content };
  } catch (error) {
    if (error instanceof EimzoRefusal) throw error;
    throw invalid('cms');
  }
}

/** The package back to base64 DER, after a change such as an attached timestamp. */
export function writeSignedPackage(signedData: pkijs.SignedData): string {
  const contentInfo = new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER(false)).toString('base64');
}

function invalid(reason: string): EimzoRefusal {
  return new EimzoRefusal(401, EIMZO_INVALID_CERTIFICATE, `package: ${reason}`);
}

import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { OpenedKeyFile } from './readKeyFile';

const DATA = '1.2.840.113549.1.7.1';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

/**
 * Signs a text as E-IMZO's `create_pkcs7` does, in CMS (RFC 5652): SignedData with the text attached as UTF-8,
 * the signer named by issuer and serial number, the signed attributes contentType, messageDigest (SHA-256) and
 * signingTime, an ECDSA-with-SHA256 signature, and the signer's certificates included. Answers base64 DER.
 *
 * @example
 * const pkcs7 = await signPackage(challenge, await readKeyFile(bytes, password));
 */
export async function signPackage(content: string, key: OpenedKeyFile, signingTime = new Date()): Promise<string> {
  const data = new TextEncoder().encode(content);
  const digest = await crypto.subtle.digest('SHA-256', data);
  const { certificate, chain } = key;
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: DATA, eContent: new asn1js.OctetString({ valueHex: data }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: DATA })] }),
            new pkijs.Attribute({ type: MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: digest })] }),
            new pkijs.Attribute({ type: SIGNING_TIME, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
          ],
        }),
      }),
    ],
    certificates: [certificate, ...chain],
  });
  await signedData.sign(key.privateKey, 0, 'SHA-256');
  const contentInfo = new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: signedData.toSchema(true) });
  return toBase64(contentInfo.toSchema().toBER(false));
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

import { createHash, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { Timestamper } from './Timestamper';
import { CONTENT_TYPE, DEMO_TSA_POLICY, MESSAGE_DIGEST, SHA256, SIGNED_DATA, SIGNING_CERTIFICATE_V2, TST_INFO } from './tspOids';

export interface OwnTsa {
  privateKey: CryptoKey;
  /** The TSA's certificate (extended key usage timeStamping), then the chain up to a trusted CA. */
  certificates: pkijs.Certificate[];
  policy?: string;
}

/**
 * The server's own time-stamping authority (RFC 3161 with RFC 5816's ESSCertIDv2): a TSTInfo over the given
 * digest with the current time, signed with the TSA key. Used when no TSA URL is configured, and in the demo.
 */
export function createOwnTimestamper({ privateKey, certificates, policy = DEMO_TSA_POLICY }: OwnTsa): Timestamper {
  const [certificate] = certificates;
  const certificateHash = createHash('sha256')
    .update(Buffer.from(certificate.toSchema().toBER(false)))
    .digest();
  return {
    async stamp(sha256, nonce) {
      const serial = randomBytes(16);
      serial[0] &= 0x7f;
      const tstInfo = new pkijs.TSTInfo({
        version: 1,
        policy,
        messageImprint: new pkijs.MessageImprint({
          hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
          hashedMessage: new asn1js.OctetString({ valueHex: sha256 }),
        }),
        serialNumber: new asn1js.Integer({ valueHex: serial }),
        genTime: new Date(),
        accuracy: new pkijs.Accuracy({ seconds: 1 }),
        ...(nonce ? { nonce: new asn1js.Integer({ valueHex: nonce }) } : {}),
      });
      const encoded = tstInfo.toSchema().toBER(false);
      const digest = await webcrypto.subtle.digest('SHA-256', encoded);
      // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, hash algorithm SHA-256 by default.
      const essCertIdV2 = new asn1js.Sequence({
        value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certificateHash })] })] })],
      });
      // Set after construction: the constructor would cut the content into a constructed (BER) OCTET STRING,
      // while RFC 3161 tokens are DER and verifiers (pkijs's own among them) read the primitive form.
      const encapContentInfo = new pkijs.EncapsulatedContentInfo({ eContentType: TST_INFO });
      encapContentInfo.eContent = new asn1js.OctetString({ valueHex: encoded });
      const signedData = new pkijs.SignedData({
        version: 3,
        encapContentInfo,
        signerInfos: [
          new pkijs.SignerInfo({
            version: 1,
            sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
            signedAttrs: new pkijs.SignedAndUnsignedAttributes({
              type: 0,
              attributes: [
                new pkijs.Attribute({ type: CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: TST_INFO })] }),
                new pkijs.Attribute({ type: MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: digest })] }),
                new pkijs.Attribute({ type: SIGNING_CERTIFICATE_V2, values: [essCertIdV2] }),
              ],
            }),
          }),
        ],
        certificates,
      });
      await signedData.sign(privateKey, 0, 'SHA-256');
      return new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: signedData.toSchema(true) });
    },
  };
}

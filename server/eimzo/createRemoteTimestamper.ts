import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { TimestampUnavailable, type Timestamper } from './Timestamper';
import { SHA256 } from './tspOids';

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 256 * 1024;

/**
 * Forwards time-stamp requests to an RFC 3161 TSA over HTTP (`application/timestamp-query`), with a nonce
 * it checks in the answer. The token is verified later with every other check, against the trusted CAs.
 */
export function createRemoteTimestamper(url: string): Timestamper {
  return {
    async stamp(sha256) {
      const nonce = randomBytes(8);
      nonce[0] &= 0x7f;
      const request = new pkijs.TimeStampReq({
        version: 1,
        messageImprint: new pkijs.MessageImprint({
          hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
          hashedMessage: new asn1js.OctetString({ valueHex: sha256 }),
        }),
        nonce: new asn1js.Integer({ valueHex: nonce }),
        certReq: true,
      });
      let body: ArrayBuffer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query' },
          body: Buffer.from(request.toSchema().toBER(false)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        if (!response.ok) throw new TimestampUnavailable(`TSA answered ${response.status}`);
        body = await response.arrayBuffer();
      } catch (error) {
        throw error instanceof TimestampUnavailable ? error : new TimestampUnavailable(`TSA unreachable: ${(error as Error).message}`);
      }
      if (body.byteLength > MAX_RESPONSE_BYTES) throw new TimestampUnavailable('TSA answer too large');
      try {
        const answer = pkijs.TimeStampResp.fromBER(body);
        // PKIStatus granted (0) or grantedWithMods (1).
        if (answer.status.status > 1 || !answer.timeStampToken)
          throw new TimestampUnavailable(`TSA refused (status ${answer.status.status})`);
        const signed = new pkijs.SignedData({ schema: answer.timeStampToken.content });
        const info = pkijs.TSTInfo.fromBER(signed.encapContentInfo.eContent!.getValue());
        if (!info.nonce || Buffer.compare(Buffer.from(info.nonce.valueBlock.valueHexView), nonce) !== 0)
          throw new TimestampUnavailable('TSA answer has another nonce');
        return answer.timeStampToken;
      } catch (error) {
        throw error instanceof TimestampUnavailable ? error : new TimestampUnavailable('TSA answer is not a time-stamp response');
      }
    },
  };
}

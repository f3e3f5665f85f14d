import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { CertificateAuthority } from '../../../server/eimzo/createCertificateAuthority';

const BASIC_RESPONSE = '1.3.6.1.5.5.7.48.1.1';

export interface CaServer {
  crlUrl: string;
  ocspUrl: string;
  /** Requests per path. */
  hits: Map<string, number>;
  /** Serials (hex) the CA has revoked: its next list and every OCSP answer name them. */
  revoked: string[];
  /** When false, every request is answered 503 (the CA's server is down). */
  up: boolean;
  /** The list served: the CA's own of `revoked` by default, or another (a foreign CA's, say). */
  crl: (() => Promise<ArrayBuffer>) | null;
  /** How long a list and an OCSP answer say they are good for. */
  validForMs: number;
  close(): Promise<void>;
}

/**
 * A CA's publication point for the revocation tests: its CRL at `/ca.crl` (made fresh on each request from
 * `revoked`) and an OCSP responder at `/ocsp` (RFC 6960, answers signed by the CA itself), both switchable off.
 */
export async function startCaServer(ca: CertificateAuthority): Promise<CaServer> {
  const caCertificate = pkijs.Certificate.fromBER(ca.certificate.rawData);
  const state = { hits: new Map<string, number>(), revoked: [] as string[], up: true, crl: null as CaServer['crl'], validForMs: 3600_000 };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url!, 'http://127.0.0.1').pathname;
    state.hits.set(path, (state.hits.get(path) ?? 0) + 1);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!state.up) return response.writeHead(503).end('down');
    if (path === '/ca.crl') {
      const der = state.crl ? await state.crl() : (await ca.revocationList(state.revoked, new Date(Date.now() + state.validForMs))).rawData;
      return response.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(Buffer.from(der));
    }
    if (path === '/ocsp') {
      const body = Buffer.concat(chunks);
      const asked = pkijs.OCSPRequest.fromBER(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
      const certID = asked.tbsRequest.requestList[0].reqCert;
      const serial = Buffer.from(certID.serialNumber.valueBlock.valueHexView).toString('hex');
      const revoked = state.revoked.some((hex) => hex.replace(/^0+/, '') === serial.replace(/^0+/, ''));
      const basic = new pkijs.BasicOCSPResponse({
        tbsResponseData: new pkijs.ResponseData({
          responderID: caCertificate.subject,
          producedAt: new Date(),
          responses: [
            new pkijs.SingleResponse({
              certID,
              certStatus: revoked
                ? new asn1js.Constructed({
                    idBlock: { tagClass: 3, tagNumber: 1 },
                    value: [new asn1js.GeneralizedTime({ valueDate: new Date() })],
                  })
                : new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 0 } }),
              thisUpdate: new Date(Date.now() - 1000),
              nextUpdate: new Date(Date.now() + state.validForMs),
            }),
          ],
        }),
        certs: [caCertificate],
      });
      await basic.sign(ca.privateKey, 'SHA-256');
      const answer = new pkijs.OCSPResponse({
        responseStatus: new asn1js.Enumerated({ value: 0 }),
        responseBytes: new pkijs.ResponseBytes({
          responseType: BASIC_RESPONSE,
          response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
        }),
      });
      return response.writeHead(200, { 'content-type': 'application/ocsp-response' }).end(Buffer.from(answer.toSchema().toBER(false)));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    crlUrl: `http://127.0.0.1:${port}/ca.crl`,
    ocspUrl: `http://127.0.0.1:${port}/ocsp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

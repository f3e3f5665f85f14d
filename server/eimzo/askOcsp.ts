import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { fetchBytes } from './fetchBytes';

export type OcspStatus = 'good' | 'revoked' | 'unknown';

const BASIC_RESPONSE = '1.3.6.1.5.5.7.48.1.1';
/** An answer without nextUpdate counts as fresh this long after its thisUpdate. */
const FRESH_WITHOUT_NEXT_UPDATE_MS = 24 * 3600_000;
/** Clocks differ: an answer made a little "in the future" is still taken. */
const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * Asks an OCSP responder (RFC 6960) for one certificate's status: the request by SHA-256 certificate id, the
 * answer's signature checked (the issuer itself, or a responder it delegated to with id-kp-OCSPSigning), the
 * answer about this very certificate, and current. Returns the status and until when it may be kept; any
 * failure (unreachable, refused, unsigned, stale) throws, and the caller falls back to the revocation lists.
 *
 * @example
 * const { status } = await askOcsp('http://ocsp.example.uz', signer, issuer, { timeoutMs: 10_000 });
 */
export async function askOcsp(
  url: string,
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  options: { timeoutMs: number; now?: Date },
): Promise<{ status: OcspStatus; until: Date }> {
  const now = options.now ?? new Date();
  const request = new pkijs.OCSPRequest();
  await request.createForCertificate(certificate, { hashAlgorithm: 'SHA-256', issuerCertificate: issuer });
  const body = await fetchBytes(url, {
    timeoutMs: options.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: Buffer.from(request.toSchema(true).toBER(false)),
    },
  });
  const answer = pkijs.OCSPResponse.fromBER(body);
  if (answer.responseStatus.valueBlock.valueDec !== 0 || !answer.responseBytes)
    throw new Error(`${url} refused (OCSP status ${answer.responseStatus.valueBlock.valueDec})`);
  if (answer.responseBytes.responseType !== BASIC_RESPONSE) throw new Error(`${url} answered an unknown OCSP response type`);
  const parsed = asn1js.fromBER(answer.responseBytes.response.valueBlock.valueHexView);
  const basic = new pkijs.BasicOCSPResponse({ schema: parsed.result });
  if (!(await basic.verify({ trustedCerts: [issuer], issuerCerts: [issuer] }).catch(() => false)))
    throw new Error(`${url}: the OCSP answer's signature does not verify`);
  const { isForCertificate, status } = await basic.getCertificateStatus(certificate, issuer);
  if (!isForCertificate) throw new Error(`${url} answered about another certificate`);
  const single = basic.tbsResponseData.responses.find((response) => response.certID.serialNumber.isEqual(certificate.serialNumber))!;
  const thisUpdate = single.thisUpdate.getTime();
  const until = single.nextUpdate ? single.nextUpdate.getTime() : thisUpdate + FRESH_WITHOUT_NEXT_UPDATE_MS;
  if (thisUpdate > now.getTime() + CLOCK_SKEW_MS || until < now.getTime()) throw new Error(`${url} answered with a stale OCSP status`);
  return { status: status === 0 ? 'good' : status === 1 ? 'revoked' : 'unknown', until: new Date(until) };
}

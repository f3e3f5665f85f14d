import {
  EIMZO_CHALLENGE_INVALID,
  EIMZO_INDIVIDUALS_REFUSED,
  EIMZO_INVALID_CERTIFICATE,
  EIMZO_LEGAL_REFUSED,
  EIMZO_NOT_ALLOWED,
  EIMZO_REVOKED,
} from '../../src/core/api/signInContract';
import { callEimzoServer, type EimzoServerAnswer, type EimzoServerOptions } from './callEimzoServer';
import { EimzoRefusal } from './EimzoRefusal';
import { eimzoServerSubject, eimzoServerTime } from './eimzoServerSubject';
import { SignatureServiceUnavailable } from './SignatureServiceUnavailable';
import type { SignatureVerifier } from './SignatureVerifier';
import { TimestampUnavailable } from './Timestamper';

/** The refusals the sign-in page has texts for (its error catalogue), found in the server's message by exact text. */
const KNOWN_REFUSALS = new Map(
  [EIMZO_INDIVIDUALS_REFUSED, EIMZO_LEGAL_REFUSED, EIMZO_INVALID_CERTIFICATE, EIMZO_REVOKED, EIMZO_NOT_ALLOWED].map((text) => [
    text.toLowerCase(),
    text,
  ]),
);
/** A message of the server's own shown as given is cut here: it is text from another system. */
const MAX_MESSAGE_LENGTH = 300;
/** Challenge lifetimes the server may ask for; outside them its answer is not trusted as is. */
const TTL_RANGE = [10, 3600] as const;

/**
 * The vendor's E-IMZO server as the verifier (PLATON_EIMZO_SERVER_URL): it issues the challenges
 * (`GET /frontend/challenge`), attaches time stamps (`POST /frontend/timestamp/pkcs7`) and checks a package
 * (`POST /backend/auth`): the GOST or RSA signature, the certificate's status with the national CA and the
 * challenge. Only this server calls it: nothing under `/backend` is reachable through Platon.
 *
 * @example
 * const verifier = createEimzoServerVerifier({ url: 'http://e-imzo:8080', timeoutMs: 10_000 });
 */
export function createEimzoServerVerifier(server: EimzoServerOptions): SignatureVerifier {
  const verifier: SignatureVerifier = {
    async challenge() {
      const answer = await callEimzoServer(server, '/frontend/challenge');
      if (answer.status !== 1 || typeof answer.challenge !== 'string' || !/^[\w-]{8,64}$/.test(answer.challenge))
        throw new SignatureServiceUnavailable(`E-IMZO server gave no challenge (status ${answer.status}: ${answer.message})`);
      const ttl = typeof answer.ttl === 'number' && Number.isFinite(answer.ttl) ? Math.round(answer.ttl) : TTL_RANGE[0];
      return { challenge: answer.challenge, ttl: Math.min(Math.max(ttl, TTL_RANGE[0]), TTL_RANGE[1]) };
    },
    async timestamp(pkcs7, client) {
      let answer: EimzoServerAnswer;
      try {
        answer = await callEimzoServer(server, '/frontend/timestamp/pkcs7', { body: pkcs7, client });
      } catch (error) {
        throw new TimestampUnavailable((error as Error).message);
      }
      if (answer.status !== 1 || typeof answer.pkcs7b64 !== 'string' || !answer.pkcs7b64)
        throw new TimestampUnavailable(`E-IMZO server refused the time stamp (status ${answer.status}: ${answer.message})`);
      return answer.pkcs7b64;
    },
    async verify(pkcs7, _signed, client) {
      const answer = await callEimzoServer(server, '/backend/auth', { body: pkcs7, client });
      if (answer.status !== 1) throw new EimzoRefusal(401, refusalText(answer.message), `e-imzo server status ${answer.status}`);
      const subject = eimzoServerSubject(answer.subjectCertificateInfo);
      if (!subject) throw new SignatureServiceUnavailable('E-IMZO server answered success without a certificate');
      return subject;
    },
    async document(pkcs7, client) {
      const stamped = await verifier.timestamp(pkcs7, client);
      const answer = await callEimzoServer(server, '/backend/pkcs7/verify/attached', { body: stamped, client });
      if (answer.status !== 1) throw new EimzoRefusal(401, refusalText(answer.message), `e-imzo server status ${answer.status}`);
      const info = (answer.pkcs7Info ?? {}) as { signers?: Record<string, unknown>[]; documentBase64?: unknown };
      const signer = info.signers?.[0];
      const certificate = Array.isArray(signer?.certificate) ? (signer.certificate[0] as Record<string, unknown>) : null;
      const subject = certificate && eimzoServerSubject({ ...certificate, subjectName: certificate.subjectInfo });
      if (!signer || !subject || typeof info.documentBase64 !== 'string')
        throw new SignatureServiceUnavailable('E-IMZO server answered success without a signer');
      if (signer.revokedStatusInfo) throw new EimzoRefusal(401, EIMZO_REVOKED, 'revoked');
      if (signer.verified !== true || signer.certificateVerified !== true || signer.certificateValidAtSigningTime !== true)
        throw new EimzoRefusal(401, EIMZO_INVALID_CERTIFICATE, 'signature');
      const stampedAt = (signer.timeStampInfo as { time?: unknown } | undefined)?.time;
      return {
        subject,
        content: Buffer.from(info.documentBase64, 'base64').toString('utf8'),
        signedAt: eimzoServerTime(stampedAt) ?? new Date(),
        pkcs7: stamped,
      };
    },
  };
  return verifier;
}

/** The server's refusal as the text the sign-in page knows, or its own words when it has none for them. */
function refusalText(message: string): string {
  const text = message.trim();
  const known = KNOWN_REFUSALS.get(text.toLowerCase());
  if (known) return known;
  if (/challenge/i.test(text)) return EIMZO_CHALLENGE_INVALID;
  return text.slice(0, MAX_MESSAGE_LENGTH) || EIMZO_INVALID_CERTIFICATE;
}

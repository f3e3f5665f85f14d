import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pkijs from 'pkijs';
import { PINFL_OID, readCertificateSubject, TIN_OID, type CertificateSubject } from '../../../src/core/eimzo/readCertificateSubject';
import { attachTimestamp } from '../../../server/eimzo/attachTimestamp';
import { EimzoRefusal } from '../../../server/eimzo/EimzoRefusal';
import type { EimzoTrust } from '../../../server/eimzo/EimzoTrust';
import { readSignedPackage } from '../../../server/eimzo/readSignedPackage';
import { verifySignedPackage } from '../../../server/eimzo/verifySignedPackage';

export interface EmulatorCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface EimzoServerEmulator {
  url: string;
  /** Every call, in order: the tests check which paths Platon calls and with which headers. */
  calls: EmulatorCall[];
  /** Answers every call after this many milliseconds (0: at once). */
  delayMs: number;
  /** When set, `/backend/auth` answers this instead of checking (a refusal of the server's own, or garbage). */
  authAnswer: { status: number; body: string } | null;
  close(): Promise<void>;
}

/** A subject as the E-IMZO server names it: CN, O and the TIN and PINFL by their OIDs. */
function subjectNameOf(subject: CertificateSubject): Record<string, string> {
  const name: Record<string, string> = { CN: subject.fullName ?? '' };
  if (subject.organization) name.O = subject.organization;
  if (subject.tin) name[TIN_OID] = subject.tin;
  if (subject.pinfl) name[PINFL_OID] = subject.pinfl;
  return name;
}

/** 'YYYY-MM-DD HH:mm:ss' in Uzbekistan's time, as the E-IMZO server writes dates. */
const serverTime = (date: Date) => new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The E-IMZO server's REST API as the vendor's integration guide describes it, over a test CA: challenges
 * (`GET /frontend/challenge`, one use each, with a lifetime), time stamps (`POST /frontend/timestamp/pkcs7`),
 * and sign-in checks (`POST /backend/auth`: the signature, the certificate's chain and revocation, and the
 * challenge) answering `{subjectCertificateInfo, status, message}`; status 1 is success. The real server
 * checks GOST keys through the national CA; this one checks the test CA's RSA/ECDSA keys for real.
 */
export async function startEimzoServerEmulator(trust: EimzoTrust, ttl = 120): Promise<EimzoServerEmulator> {
  const issued = new Map<string, number>();
  const state: Omit<EimzoServerEmulator, 'url' | 'close'> = { calls: [], delayMs: 0, authAnswer: null };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url!, 'http://127.0.0.1').pathname;
    state.calls.push({ method: request.method!, path, headers: request.headers });
    let body = '';
    for await (const chunk of request) body += chunk;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const json = (value: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const refuse = (status: number, message: string) => json({ status, message });

    if (request.method === 'GET' && path === '/frontend/challenge') {
      const challenge = randomUUID();
      issued.set(challenge, Date.now() + ttl * 1000);
      return json({ challenge, ttl, status: 1, message: '' });
    }
    if (request.method === 'POST' && path === '/frontend/timestamp/pkcs7') {
      try {
        const { pkcs7b64 } = await attachTimestamp(body.trim(), trust.timestamper);
        return json({ pkcs7b64, timestampedSignerList: [], status: 1, message: '' });
      } catch {
        return refuse(-10, 'Invalid PKCS#7');
      }
    }
    if (request.method === 'POST' && path === '/backend/auth') {
      if (state.authAnswer)
        return response.writeHead(state.authAnswer.status, { 'content-type': 'application/json' }).end(state.authAnswer.body);
      if (!request.headers['x-real-ip'] || !request.headers.host) return refuse(-1, 'X-Real-IP and Host are required');
      try {
        const signed = readSignedPackage(body.trim());
        const expires = issued.get(signed.content);
        if (expires === undefined || expires < Date.now()) return refuse(-5, 'Challenge not found or expired');
        const { subject } = await verifySignedPackage(signed, trust);
        issued.delete(signed.content);
        const subjectName = subjectNameOf(subject);
        return json({
          subjectCertificateInfo: {
            serialNumber: subject.serialNumber.toUpperCase(),
            subjectName,
            validFrom: serverTime(subject.validFrom),
            validTo: serverTime(subject.validTo),
          },
          status: 1,
          message: '',
        });
      } catch (error) {
        return refuse(-3, error instanceof EimzoRefusal ? error.message : 'Invalid PKCS#7');
      }
    }
    if (request.method === 'POST' && path === '/backend/pkcs7/verify/attached') {
      let signed: ReturnType<typeof readSignedPackage>;
      try {
        signed = readSignedPackage(body.trim());
      } catch {
        return refuse(-10, 'Invalid PKCS#7');
      }
      // The signer's certificate (the first the package carries), named as the server names it.
      const [own] = (signed.signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
      const subject = readCertificateSubject(own);
      const certificate = {
        subjectInfo: subjectNameOf(subject),
        serialNumber: subject.serialNumber,
        validFrom: serverTime(subject.validFrom),
        validTo: serverTime(subject.validTo),
      };
      const checks = await verifySignedPackage(signed, trust).then(
        (found) => ({
          verified: true,
          certificateVerified: true,
          certificateValidAtSigningTime: true,
          timeStampInfo: { time: serverTime(found.signedAt) },
        }),
        (error: unknown) =>
          error instanceof EimzoRefusal && error.reason === 'revoked'
            ? {
                verified: true,
                certificateVerified: true,
                certificateValidAtSigningTime: true,
                revokedStatusInfo: { reason: 'keyCompromise' },
              }
            : { verified: false, certificateVerified: false, certificateValidAtSigningTime: false, exception: String(error) },
      );
      return json({
        pkcs7Info: {
          signers: [{ certificate: [certificate], ...checks }],
          documentBase64: Buffer.from(signed.content, 'utf8').toString('base64'),
        },
        status: 1,
        message: '',
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

import * as pkijs from 'pkijs';
import { askOcsp, type OcspStatus } from './askOcsp';
import { certificateUrls } from './certificateUrls';
import { fetchBytes } from './fetchBytes';

export interface RevocationSourceOptions {
  /** How often each known revocation list is fetched again (sooner when its nextUpdate comes first). */
  refreshMs: number;
  /** How long one fetch or OCSP question may take. */
  timeoutMs: number;
  log: (message: string) => void;
  now?: () => Date;
}

/** The revocation status the CAs publish, kept current: lists from their distribution points and OCSP answers. */
export interface RevocationSource {
  /**
   * What the network says of `certificate` (issued by `issuer`): its OCSP responder's answer when it names one
   * and it answers; else whether the last good list of each of its distribution points names it. 'unknown'
   * when it names distribution points and none of their lists could ever be had; 'none' when it names
   * neither (the revocation list files then decide alone).
   */
  status(certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<OcspStatus | 'none'>;
  /** The lists that are out of date (their nextUpdate passed) or were never had, for /ready and the log. */
  stale(): string[];
  /** Fetches again every known list that is due; the schedule calls it, tests may too. */
  refresh(): Promise<void>;
  stop(): void;
}

interface KnownList {
  list: pkijs.CertificateRevocationList | null;
  fetchedAt: number;
  failure: string | null;
  /** The issuer whose key must have signed it. */
  issuer: pkijs.Certificate;
}

/** Revocation lists of a national CA run to tens of megabytes. */
const MAX_LIST_BYTES = 64 * 1024 * 1024;

/**
 * The revocation status of the built-in verifier's certificates, from the network (docs/signature-sign-in.md):
 * each CRL distribution point a checked certificate names is fetched when first seen and again on a schedule;
 * the last good list is kept when a fetch fails (revocations never lapse), and a list past its nextUpdate is
 * reported stale. OCSP answers are kept until their nextUpdate. Only certificates that already chain to a
 * trusted CA are asked about, so every address fetched was written by a trusted CA.
 *
 * @example
 * const revocation = createRevocationSource({ refreshMs: 3600_000, timeoutMs: 10_000, log: console.warn });
 */
export function createRevocationSource(options: RevocationSourceOptions): RevocationSource {
  const now = options.now ?? (() => new Date());
  const lists = new Map<string, KnownList>();
  const answers = new Map<string, { status: OcspStatus; until: Date }>();
  const timer = setInterval(() => void refresh(), Math.min(options.refreshMs, 60_000));
  timer.unref();

  async function fetchList(url: string, known: KnownList): Promise<void> {
    try {
      const list = pkijs.CertificateRevocationList.fromBER(
        await fetchBytes(url, { timeoutMs: options.timeoutMs, maxBytes: MAX_LIST_BYTES }),
      );
      if (!list.issuer.isEqual(known.issuer.subject) || !(await list.verify({ issuerCertificate: known.issuer }).catch(() => false)))
        throw new Error(`${url} is not a list signed by its issuer`);
      // An older list than the one kept (a mirror behind) does not replace it.
      if (known.list && list.thisUpdate.value < known.list.thisUpdate.value) throw new Error(`${url} gave an older list than the one kept`);
      known.list = list;
      known.failure = null;
    } catch (error) {
      known.failure = (error as Error).message;
      options.log(`revocation list ${url} could not be refreshed${known.list ? ' (the last good one is kept)' : ''}: ${known.failure}`);
    } finally {
      known.fetchedAt = now().getTime();
    }
  }

  function due(known: KnownList): boolean {
    const at = now().getTime();
    if (at - known.fetchedAt >= (known.failure ? Math.min(options.refreshMs, 5 * 60_000) : options.refreshMs)) return true;
    const nextUpdate = known.list?.nextUpdate?.value;
    return nextUpdate !== undefined && nextUpdate.getTime() <= at;
  }

  let refreshing: Promise<void> | null = null;
  function refresh(): Promise<void> {
    refreshing ??= Promise.all([...lists].filter(([, known]) => due(known)).map(([url, known]) => fetchList(url, known)))
      .then(() => undefined)
      .finally(() => (refreshing = null));
    return refreshing;
  }

  async function listStatus(certificate: pkijs.Certificate, issuer: pkijs.Certificate, urls: string[]): Promise<OcspStatus | 'none'> {
    if (urls.length === 0) return 'none';
    for (const url of urls) {
      if (!lists.has(url)) {
        const known: KnownList = { list: null, fetchedAt: 0, failure: null, issuer };
        lists.set(url, known);
        await fetchList(url, known);
      } else if (!lists.get(url)!.list && due(lists.get(url)!)) await fetchList(url, lists.get(url)!);
    }
    const had = urls.flatMap((url) => lists.get(url)?.list ?? []);
    if (had.length === 0) return 'unknown';
    return had.some((list) => list.isCertificateRevoked(certificate)) ? 'revoked' : 'good';
  }

  return {
    async status(certificate, issuer) {
      const { crl, ocsp } = certificateUrls(certificate);
      // Serials are unique per issuer only.
      const key = `${Buffer.from(certificate.issuer.toSchema().toBER(false)).toString('hex')}:${Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex')}`;
      const kept = answers.get(key);
      if (kept && kept.until > now()) return kept.status;
      for (const url of ocsp) {
        try {
          const answer = await askOcsp(url, certificate, issuer, { timeoutMs: options.timeoutMs, now: now() });
          if (answer.status !== 'unknown') {
            answers.set(key, answer);
            return answer.status;
          }
        } catch (error) {
          options.log(`OCSP responder ${url} could not be asked: ${(error as Error).message}`);
        }
      }
      return listStatus(certificate, issuer, crl);
    },
    stale() {
      const at = now().getTime();
      return [...lists].flatMap(([url, known]) => {
        if (!known.list) return [`${url}: never fetched (${known.failure ?? 'not yet'})`];
        const nextUpdate = known.list.nextUpdate?.value;
        return nextUpdate && nextUpdate.getTime() < at ? [`${url}: out of date since ${nextUpdate.toISOString()}`] : [];
      });
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { BuiltInItem } from './BuiltInItem';
import { builtInItems } from './builtInItems';
import { contentHash } from './contentHash';
import { VERSIONED_KINDS } from './versionedKinds';

/** project_settings key holding the fingerprint of the built-ins the database was last brought up to. */
export const BUILT_IN_FINGERPRINT_KEY = 'platon.builtInFingerprint';
/** Arbitrary constant next to the seeds' (72_310_001..006): serialises concurrent starts. */
const SYNC_LOCK = 72_310_021;
/** Part of the fingerprint: a change of how contents are compared brings every database through once more. */
const SYNC_FORMAT = 1;

export interface SyncOutcome {
  /** Built-in rows written (new, or updated because the administrator had not changed them). */
  written: number;
  /** Rows the administrator changed that the release would change too: listed for them, left alone. */
  pending: number;
}

/**
 * Brings every built-in row (builtInItems) up to this release, on every start after the seeds, once per
 * release: when the release's fingerprint matches the one stored, nothing is read. Per row, with the hash
 * builtin_versions keeps of what a release last wrote:
 * - no row yet: written (on a database that kept versions of its kind before; on its first sync, demo content
 *   an administrator deleted earlier stays deleted, built-ins come back since the platform is edited through them);
 * - the row as the release has it: its hash recorded;
 * - the row as a release last wrote it: the release's content written;
 * - changed by the administrator (or there before versions were kept, and different): left alone, and the
 *   release's content kept as pending for the administrator's review (server/upgrade/registerUpgradeRoutes.ts).
 * A row the administrator deleted after a release wrote it is pending too when the release changes it.
 *
 * @example
 * await syncBuiltIns(db, { demo: false, release: PLATON_VERSION });
 */
export async function syncBuiltIns(db: Kysely<DatabaseSchema>, options: { demo: boolean; release: string }): Promise<SyncOutcome> {
  const items = builtInItems(options);
  const fingerprint = contentHash({ format: SYNC_FORMAT, items: items.map(({ kind, key, source }) => [kind, key, source]) });
  const outcome: SyncOutcome = { written: 0, pending: 0 };
  if ((await storedFingerprint(db)) === fingerprint) return outcome;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    const stored = await storedFingerprint(trx);
    if (stored === fingerprint) return;
    const firstSync = stored === undefined;
    const versions = new Map(
      (await trx.selectFrom('builtin_versions').select(['kind', 'key', 'hash', 'pending_hash']).execute()).map((row) => [
        `${row.kind}\u0000${row.key}`,
        row,
      ]),
    );
    const records: VersionRecord[] = [];
    for (const [kind, versioned] of VERSIONED_KINDS) {
      const ofKind = items.filter((item) => item.kind === kind);
      // A kind a release starts to keep versions of (pages and menus came after forms) is on its first sync too.
      const firstOfKind = firstSync || ![...versions.values()].some((version) => version.kind === kind);
      const current = await versioned.readAll(
        trx,
        ofKind.map((item) => item.key),
      );
      for (const item of ofKind) {
        const release = await versioned.releaseContent(trx, item);
        const releaseHash = contentHash(release);
        const version = versions.get(`${kind}\u0000${item.key}`);
        const record = async (hash: string | null) => void records.push({ kind, key: item.key, hash });
        const has = current.has(item.key);
        const currentHash = has ? contentHash(current.get(item.key)) : null;
        if (currentHash === releaseHash) {
          if (version?.hash !== releaseHash || version.pending_hash) await record(releaseHash);
        } else if (!version) {
          if (has) {
            // There before versions were kept, and not as this release has it: whose change it is is unknown.
            await recordVersions(trx, [{ kind, key: item.key, hash: null }], options.release);
            await markPending(trx, item, release, releaseHash, options.release);
            outcome.pending++;
          } else if (item.origin === 'builtIn' || !firstOfKind) {
            await versioned.write(trx, item.key, release);
            await record(releaseHash);
            outcome.written++;
          }
        } else if (version.hash === releaseHash) {
          // The release did not change it since it last wrote it: whatever the administrator did stays.
        } else if (has && currentHash === version.hash) {
          await versioned.write(trx, item.key, release);
          await record(releaseHash);
          outcome.written++;
        } else if (version.pending_hash !== releaseHash) {
          await markPending(trx, item, release, releaseHash, options.release);
          outcome.pending++;
        }
      }
    }
    await recordVersions(trx, records, options.release);
    const value = JSON.stringify(fingerprint);
    await trx
      .insertInto('project_settings')
      .values({ key: BUILT_IN_FINGERPRINT_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  });
  return outcome;
}

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

async function storedFingerprint(db: Executor): Promise<string | undefined> {
  const row = await db.selectFrom('project_settings').select('value').where('key', '=', BUILT_IN_FINGERPRINT_KEY).executeTakeFirst();
  return row ? String(row.value) : undefined;
}

interface VersionRecord {
  kind: string;
  key: string;
  /** Of the content the row holds now; null: unknown. */
  hash: string | null;
}

/** Rows per statement: a fresh database records a few thousand translations. */
const BATCH = 500;

/** Records that each row holds what `hash` is of, clearing anything pending. */
export async function recordVersions(trx: Transaction<DatabaseSchema>, records: readonly VersionRecord[], release: string): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const rows = records
      .slice(start, start + BATCH)
      .map((record) => ({ ...record, release, pending_hash: null, pending_content: null, pending_release: null, pending_since: null }));
    await trx
      .insertInto('builtin_versions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['kind', 'key']).doUpdateSet((eb) => ({
          hash: eb.ref('excluded.hash'),
          release: eb.ref('excluded.release'),
          pending_hash: null,
          pending_content: null,
          pending_release: null,
          pending_since: null,
        })),
      )
      .execute();
  }
}

async function markPending(trx: Transaction<DatabaseSchema>, item: BuiltInItem, content: unknown, hash: string, release: string) {
  await trx
    .updateTable('builtin_versions')
    .set({ pending_hash: hash, pending_content: JSON.stringify(content), pending_release: release, pending_since: new Date() })
    .where('kind', '=', item.kind)
    .where('key', '=', item.key)
    .execute();
}

import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './db/DatabaseSchema';
import type { Secrets } from './secrets';

/** project_settings key of the keys' fingerprints, recorded by the first instance that started on the database. */
export const KEY_FINGERPRINTS_KEY = 'platon.keyFingerprints';
/** What each key signs to make its fingerprint: a label of this use only, so it is worth nothing elsewhere. */
const LABEL = 'platon key fingerprint v1';

interface KeyFingerprints {
  jwtSecret: string;
  dataKey: string;
}

/**
 * Refuses a start whose keys differ from those of the instances already using this PostgreSQL database (the
 * first to start records their fingerprints). Each instance keeps its keys outside the database (the
 * environment, or the secrets.json its data folder generated): instances that each generated their own
 * would each work alone and fail together, silently (a token signed by one refused by another, a secret
 * sealed by one unreadable by another). So the mistake stops the start, in one line that says what to do.
 *
 * A fingerprint is an HMAC of a fixed label under the key: it tells whether two keys are the same and
 * nothing about the key (the tokens and sealed values in the database already allow as much testing).
 *
 * @example
 * if (config.databaseUrl) await requireSharedKeys(db, secrets);
 */
export async function requireSharedKeys(db: Kysely<DatabaseSchema>, secrets: Required<Secrets>): Promise<void> {
  const ours: KeyFingerprints = { jwtSecret: fingerprint(secrets.jwtSecret), dataKey: fingerprint(secrets.dataKey) };
  // Instances starting together: one insert wins, and every instance compares with the winner's.
  await db
    .insertInto('project_settings')
    .values({ key: KEY_FINGERPRINTS_KEY, value: JSON.stringify(ours) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('project_settings').select('value').where('key', '=', KEY_FINGERPRINTS_KEY).executeTakeFirstOrThrow();
  const recorded = (row.value ?? {}) as Partial<KeyFingerprints>;
  const differing = [
    recorded.jwtSecret !== ours.jwtSecret ? 'PLATON_JWT_SECRET' : null,
    recorded.dataKey !== ours.dataKey ? 'PLATON_DATA_KEY' : null,
  ].filter((name) => name !== null);
  if (differing.length === 0) return;
  throw new Error(
    `this instance's ${differing.join(' and ')} ${differing.length > 1 ? 'differ' : 'differs'} from the one the other ` +
      'instances on this database use: give every instance the same PLATON_JWT_SECRET and PLATON_DATA_KEY (an ' +
      "instance without them generates its own into its data folder's secrets.json). Replaced on purpose on every " +
      'instance: run `platon keys forget` once (docs/several-instances.md).',
  );
}

function fingerprint(key: Uint8Array): string {
  return createHmac('sha256', key).update(LABEL).digest('base64url');
}

import { sql, type Kysely } from 'kysely';
import type { PasswordHasher } from '../auth/createPasswordHasher';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { createAdministrator } from './createAdministrator';
import { hasActiveAdministrator } from './hasActiveAdministrator';
import { passwordProblem } from './passwordProblem';
import { usernameProblem } from './usernameProblem';

/** PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD, when both are set. */
export interface FirstAdministrator {
  username: string;
  password: string;
}

export type FirstAdministratorOutcome = 'exists' | 'created' | 'none';

/** Instances starting together on one PostgreSQL check and create under one lock: one administrator, not two. */
const FIRST_ADMINISTRATOR_LOCK = 72_310_041;

/**
 * The start's first administrator: with none active and the environment naming one, creates it; with one
 * active, changes nothing (the variables only ever make the first). Writes one line to `log` about what it
 * did, never the password; with neither an administrator nor the variables, the line is `hint`, saying how
 * to make one. A bad name or password in the variables throws with the variable's name, so that the start
 * stops as it does for any malformed variable, rather than run on with nobody able to sign in.
 *
 * @example
 * await ensureFirstAdministrator(db, hasher, config.firstAdministrator, { log: console.log, hint });
 */
export async function ensureFirstAdministrator(
  db: Kysely<DatabaseSchema>,
  hasher: PasswordHasher,
  wanted: FirstAdministrator | null,
  { log, hint }: { log: (line: string) => void; hint: string },
): Promise<FirstAdministratorOutcome> {
  // The common case, every start after the first: one indexed read, no lock, no hashing.
  if (await hasActiveAdministrator(db)) {
    if (wanted) log('PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD are ignored: an administrator exists already.');
    return 'exists';
  }
  if (!wanted) {
    log(hint);
    return 'none';
  }
  const problem = usernameProblem(wanted.username) ?? passwordProblem(wanted.username, wanted.password);
  if (problem) {
    const variable = usernameProblem(wanted.username) ? 'PLATON_ADMIN_USERNAME' : 'PLATON_ADMIN_PASSWORD';
    throw new Error(`${variable}: ${problem}; no administrator was created`);
  }
  const passwordHash = await hasher.hash(wanted.password);
  const outcome = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${FIRST_ADMINISTRATOR_LOCK})`.execute(trx);
    if (await hasActiveAdministrator(trx)) return 'exists' as const;
    const id = await createAdministrator(trx, { username: wanted.username, passwordHash, source: 'PLATON_ADMIN_USERNAME' });
    return id === null ? ('taken' as const) : ('created' as const);
  });
  if (outcome === 'taken')
    throw new Error(
      `PLATON_ADMIN_USERNAME: an account named "${wanted.username}" exists and is not an active administrator; ` +
        'name another account, or give that one a new password with `npx platon admin reset-password NAME`',
    );
  // Another instance made the first administrator while this one hashed: the variables change nothing more.
  if (outcome === 'exists') return 'exists';
  log(`Administrator "${wanted.username}" created from PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD.`);
  return 'created';
}

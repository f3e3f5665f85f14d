import type { Kysely, Selectable } from 'kysely';
import { EIMZO_NO_USER } from '../../src/core/api/signInContract';
import type { CertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import type { DatabaseSchema, UsersTable } from '../db/DatabaseSchema';
import { EimzoRefusal } from './EimzoRefusal';

/**
 * The active user a verified certificate belongs to. A person is found by PINFL; a legal entity's employee
 * must in addition belong to the certificate's organisation (the user's own TIN or one of their
 * organisations), so an employee's key of one company does not open an account kept for another. An
 * organisation certificate without a PINFL finds the user whose TIN it is. Two active users with one PINFL
 * is a data error: refused rather than guessed.
 */
export async function findSignerUser(db: Kysely<DatabaseSchema>, subject: CertificateSubject): Promise<Selectable<UsersTable>> {
  const { pinfl, tin } = subject;
  if (!pinfl && !tin) throw new EimzoRefusal(401, EIMZO_NO_USER, 'no PINFL or TIN');
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('is_active', '=', true)
    .where(pinfl ? 'pinfl' : 'tin', '=', (pinfl ?? tin)!)
    .limit(2)
    .execute();
  if (rows.length !== 1) throw new EimzoRefusal(401, EIMZO_NO_USER, rows.length ? 'ambiguous' : 'unknown');
  const [user] = rows;
  if (pinfl && tin && user.tin !== tin) {
    const organisation = await db
      .selectFrom('user_organizations')
      .select('id')
      .where('user_id', '=', user.id)
      .where('tin', '=', tin)
      .executeTakeFirst();
    if (!organisation) throw new EimzoRefusal(401, EIMZO_NO_USER, 'not in organisation');
  }
  return user;
}

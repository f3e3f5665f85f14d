import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { SecretBox } from './createSecretBox';

/**
 * One-time-code secrets stored in plain base32 (by releases before encryption at rest, and by the demo
 * seed, which has no key) are sealed once at start. Idempotent: sealed ones are left alone.
 */
export async function sealPlainOtpSecrets(db: Kysely<DatabaseSchema>, box: SecretBox): Promise<void> {
  const plain = await db
    .selectFrom('users')
    .select(['id', 'otp_secret'])
    .where('otp_secret', 'is not', null)
    .where('otp_secret', 'not like', 'enc:%')
    .execute();
  for (const { id, otp_secret: secret } of plain) {
    await db
      .updateTable('users')
      .set({ otp_secret: box.seal(secret!) })
      .where('id', '=', id)
      .where('otp_secret', '=', secret)
      .execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { SecretBox } from './createSecretBox';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** RFC 6238 §5.2: allow one step of clock drift either way. */
const WINDOW = 1;

/**
 * Checks a one-time code (TOTP: SHA1, 6 digits, 30 s) and burns its time step, so a code is never accepted
 * twice, nor any code of an earlier step. The conditional UPDATE makes that atomic across concurrent
 * sign-ins and server instances.
 *
 * @returns true when the code was valid and not used before.
 */
export async function consumeOtpCode(
  db: Kysely<DatabaseSchema>,
  box: SecretBox,
  user: { id: number; otpSecret: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const secret = box.open(user.otpSecret);
  const step = secret === null ? null : matchingOtpStep(secret, code, now);
  if (step === null) return false;
  const accepted = await db
    .updateTable('users')
    .set({ otp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('otp_last_step', 'is', null), eb('otp_last_step', '<', sql<number>`${step}::bigint`)]))
    .returning('id')
    .executeTakeFirst();
  return accepted !== undefined;
}

/**
 * The time step a code matches for a base32 secret (RFC 6238, one step of drift either way), or null.
 * Shared by sign-in and by the setup's verification of a pending secret.
 */
export function matchingOtpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS });
    const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  } catch {
    // A malformed stored secret must not turn into a 500 that tells an attacker the password was right.
    return null;
  }
}

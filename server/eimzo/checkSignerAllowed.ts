import type { Kysely } from 'kysely';
import { EIMZO_INDIVIDUALS_REFUSED, EIMZO_LEGAL_REFUSED, EIMZO_NOT_ALLOWED } from '../../src/core/api/signInContract';
import type { CertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { EimzoRefusal } from './EimzoRefusal';

/**
 * The account's own rules for signature sign-in (docs/behaviour.md §10, §9): which kind of certificate it accepts
 * (`eimzoAllowToLogin`), and its signature list (docs/behaviour.md §3): a black-listed serial is refused, and once the
 * list has any white entry only those serials are let in. Serials compare as hex without leading zeros,
 * whatever case and padding they were typed with.
 */
export async function checkSignerAllowed(
  db: Kysely<DatabaseSchema>,
  user: { id: number; eimzo_allow_to_login: 'legal' | 'individuals' | 'all' },
  subject: CertificateSubject,
): Promise<void> {
  if (user.eimzo_allow_to_login === 'legal' && !subject.isLegalEntity) throw new EimzoRefusal(403, EIMZO_INDIVIDUALS_REFUSED, 'individual');
  if (user.eimzo_allow_to_login === 'individuals' && subject.isLegalEntity)
    throw new EimzoRefusal(403, EIMZO_LEGAL_REFUSED, 'legal entity');

  const entries = await db.selectFrom('signature_lists').select(['imzo_serial', 'type']).where('user_id', '=', user.id).execute();
  const serial = normalSerial(subject.serialNumber);
  const listed = entries.filter((entry) => normalSerial(entry.imzo_serial) === serial);
  if (listed.some((entry) => !entry.type)) throw new EimzoRefusal(403, EIMZO_NOT_ALLOWED, 'black list');
  if (entries.some((entry) => entry.type) && !listed.some((entry) => entry.type))
    throw new EimzoRefusal(403, EIMZO_NOT_ALLOWED, 'not on white list');
}

function normalSerial(serial: string): string {
  return serial.toLowerCase().replace(/^0+(?=.)/, '');
}

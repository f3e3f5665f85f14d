import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { offeredPermissions } from './offeredPermissions';
import { USER_TEXTS } from './userTexts';

/**
 * The error of a permission list being saved, or none: it must be a list of strings, and every permission it
 * adds to what was stored must be one the configuration offers (offeredPermissions). Permissions kept from
 * before pass, so a grant of an earlier release that nothing offers any more does not block other edits.
 *
 * @example
 * await checkPermissionList(trx, 'permissions', ['no.such'], []); // { permissions: { message: 'Номаълум рухсат: {0}', params: ['no.such'] } }
 */
export async function checkPermissionList(
  trx: Kysely<DatabaseSchema>,
  field: string,
  value: unknown,
  stored: unknown,
): Promise<FieldErrors> {
  const list = typeof value === 'string' ? parseList(value) : value;
  if (list === null || list === undefined) return {};
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    return { [field]: { message: USER_TEXTS.unknownPermission, params: [String(value)] } };
  const kept = new Set(Array.isArray(stored) ? stored : []);
  const added = list.filter((permission) => !kept.has(permission));
  if (!added.length) return {};
  const known = new Set((await offeredPermissions(trx)).map((permission) => permission.id));
  const unknown = added.find((permission) => !known.has(permission));
  return unknown === undefined ? {} : { [field]: { message: USER_TEXTS.unknownPermission, params: [unknown] } };
}

function parseList(text: string): unknown {
  try {
    return text.trim() ? JSON.parse(text) : [];
  } catch {
    return text;
  }
}

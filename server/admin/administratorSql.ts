import { sql, type RawBuilder } from 'kysely';
import { adminPermission } from '../../src/core/session/permissions';

/**
 * A condition true for a `users` row in scope that holds the administrator permission (docs/behaviour.md §2
 * `{product}.admin`, the default product's) directly or through a global role; an organisation's role counts
 * only within it, so not here.
 *
 * @example
 * db.selectFrom('users').select('id').where(administratorSql())
 */
export function administratorSql(): RawBuilder<boolean> {
  const admin = JSON.stringify([adminPermission()]);
  return sql<boolean>`(users.permissions @> ${admin}::jsonb OR EXISTS (
    SELECT 1 FROM roles WHERE users.role_ids @> to_jsonb(roles.id) AND roles.permissions @> ${admin}::jsonb))`;
}

import { sql, type RawBuilder } from 'kysely';

/**
 * A user's effective permissions as a jsonb array of strings, for a `users` row in scope as `users`: the
 * direct grants of `users.permissions`, the permissions of every global role in `users.role_ids`, and those
 * of the role the user holds in the organisation they act for now (the one whose TIN is `users.org_id`, the
 * chooser's choice). Plain text without parameters, so the built-in users table's SQL shows the same.
 */
export const EFFECTIVE_PERMISSIONS_SQL = `(
    SELECT coalesce(jsonb_agg(DISTINCT granted.permission ORDER BY granted.permission), '[]'::jsonb)
    FROM (
      SELECT jsonb_array_elements_text(users.permissions) AS permission WHERE jsonb_typeof(users.permissions) = 'array'
      UNION
      SELECT jsonb_array_elements_text(roles.permissions) FROM roles
      WHERE jsonb_typeof(users.role_ids) = 'array' AND users.role_ids @> to_jsonb(roles.id) AND jsonb_typeof(roles.permissions) = 'array'
      UNION
      SELECT jsonb_array_elements_text(roles.permissions)
      FROM organization_members
      JOIN organizations ON organizations.id = organization_members.organization_id
      JOIN roles ON roles.id = organization_members.role_id
      WHERE organization_members.user_id = users.id AND organizations.is_active
        AND organizations.tin = users.org_id::text AND jsonb_typeof(roles.permissions) = 'array'
    ) AS granted
  )`;

/**
 * EFFECTIVE_PERMISSIONS_SQL for Kysely: one subquery, so a session check stays one round trip.
 *
 * @example
 * db.selectFrom('users').select(effectivePermissionsSql().as('effective_permissions'));
 */
export function effectivePermissionsSql(): RawBuilder<string[]> {
  return sql<string[]>`${sql.raw(EFFECTIVE_PERMISSIONS_SQL)}`;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { rolesWriteRule } from '../users/rolesWriteRule';
import type { TransferKind } from './TransferKind';
import { TransferRefusal } from './TransferRefusal';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** A role as a file carries it; its name is the record's key. */
export interface RoleContent {
  description: string | null;
  permissions: string[];
}

/** Longest description and permission a file may carry: far beyond any real one. */
const TEXT_MAX = 10_000;

/**
 * Roles move by name (unique in any letter case): their description and permission list. An import writes
 * them through the roles table's own rule (rolesWriteRule), as a save in the roles form would: a permission
 * the target's configuration does not offer (after the file's menus, tables, forms and pages are written)
 * refuses the whole import, and holders' cached sessions are forgotten on every instance. Organisations and
 * who holds a role are data of the environment, not configuration: they do not travel.
 *
 * @example
 * TRANSFER_KINDS.push(ROLE_TRANSFER_KIND);
 */
export const ROLE_TRANSFER_KIND: TransferKind = {
  kind: 'roles',
  title: 'Роллар',
  async list(db) {
    const rows = await db.selectFrom('roles').select('name').orderBy('name').execute();
    return rows.map((row) => ({ key: row.name, title: row.name }));
  },
  async read(db, key) {
    const row = await findRole(db, key);
    return row ? ({ description: row.description, permissions: row.permissions } satisfies RoleContent) : undefined;
  },
  async check(_db, key, content) {
    if (!key.trim() || key.length > 200) return 'name';
    if (typeof content !== 'object' || content === null || Array.isArray(content)) return 'description, permissions';
    for (const column of Object.keys(content)) if (column !== 'description' && column !== 'permissions') return `roles.${column}`;
    const { description, permissions } = content as Partial<RoleContent>;
    if (description !== undefined && description !== null && (typeof description !== 'string' || description.length > TEXT_MAX))
      return 'roles.description';
    if (!Array.isArray(permissions) || !permissions.every((item) => typeof item === 'string' && item && item.length <= TEXT_MAX))
      return 'roles.permissions';
    return null;
  },
  async compare(db, key, content) {
    const row = await findRole(db, key);
    if (!row) return 'create';
    const incoming = content as RoleContent;
    const same =
      row.name === key &&
      (row.description ?? null) === (incoming.description ?? null) &&
      JSON.stringify(row.permissions) === JSON.stringify(incoming.permissions);
    return same ? 'same' : 'change';
  },
  async write(trx, key, content, context) {
    const incoming = content as RoleContent;
    const rule = rolesWriteRule(context.sessions);
    const existing = await findRole(trx, key);
    const id = existing ? String(existing.id) : undefined;
    const before = id ? await rule.snapshot(trx, id) : null;
    const values = { name: key, description: incoming.description ?? null, permissions: incoming.permissions };
    const write = { id, values, written: new Set(Object.keys(values)), before, actorId: context.actorId };
    const errors = await rule.check(trx, write);
    const [error] = Object.values(errors);
    if (error)
      throw new TransferRefusal(
        'roles',
        key,
        error.message,
        Object.fromEntries((error.params ?? []).map((value, index) => [index, value])),
      );
    const row = { name: key, description: values.description, permissions: JSON.stringify(values.permissions) };
    const written = existing
      ? await trx
          .updateTable('roles')
          .set({ ...row, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx.insertInto('roles').values(row).returning('id').executeTakeFirstOrThrow();
    await rule.afterWrite(trx, { ...write, id: String(written.id), after: await rule.snapshot(trx, String(written.id)) });
  },
  titleOf: (key) => key,
};

async function findRole(db: Executor, name: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'description', 'permissions'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

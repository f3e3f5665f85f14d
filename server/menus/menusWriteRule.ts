import { sql } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import { CONFIG_REFERENCE_TEXTS } from '../forms/configReferenceTexts';
import type { AuditedRow, TableWriteRule } from '../forms/TableWriteRule';
import { iconProblem } from './iconProblem';

/**
 * The menus table's rules, whatever form writes it (docs/configuration-pickers.md): the parent is a menu that
 * exists and is neither the item itself nor one of its own descendants (the sidebar would lose the whole
 * branch), and the icon is one the product draws.
 *
 * @example
 * formSaveRecord(db, { ..., rule: menusWriteRule() });
 */
export function menusWriteRule(): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx.selectFrom('menus').selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, { values, written, id }) {
      const errors: FieldErrors = {};
      if (written.has('css_class')) {
        const problem = iconProblem(values.css_class);
        if (problem) errors.css_class = problem;
      }
      const parent =
        values.parent_id === null || values.parent_id === undefined || values.parent_id === '' ? null : Number(values.parent_id);
      if (written.has('parent_id') && parent !== null) {
        // The new parent and its ancestors: missing means no such menu; this item among them means a cycle.
        const { rows } = await sql<{ id: number }>`
          WITH RECURSIVE up(id, parent_id) AS (
            SELECT id, parent_id FROM menus WHERE id = ${Number.isSafeInteger(parent) ? parent : -1}
            UNION SELECT m.id, m.parent_id FROM menus m JOIN up ON m.id = up.parent_id
          ) SELECT id FROM up`.execute(trx);
        if (rows.length === 0) errors.parent_id = { message: CONFIG_REFERENCE_TEXTS.unknownParentMenu };
        else if (id !== undefined && rows.some((row) => row.id === Number(id)))
          errors.parent_id = { message: CONFIG_REFERENCE_TEXTS.parentMenuCycle };
      }
      return errors;
    },
    async afterWrite() {},
  };
}

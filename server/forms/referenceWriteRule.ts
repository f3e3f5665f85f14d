import type { FieldErrors } from '../../src/core/api/formContract';
import { iconProblem } from '../menus/iconProblem';
import type { AuditedRow, TableWriteRule } from './TableWriteRule';
import { CONFIG_REFERENCE_TEXTS } from './configReferenceTexts';
import { parentProblem, type ParentTree } from './parentProblem';

type Referencing = 'table_columns' | 'table_filters' | 'table_buttons' | 'form_elements';

/**
 * The rule of a configuration table whose rows belong to a table or a form (docs/configuration-pickers.md): the
 * column, filter or button's `table_id` names a table that exists, the element's `form_id` a form, with a
 * message that says so instead of the database's foreign-key error; a button's icon (and a button element's) is one
 * the product draws; an element's or a column's parent is one of the same form or table and not inside it.
 *
 * @example
 * referenceWriteRule('table_columns'); // checks table_id against tables
 */
export function referenceWriteRule(table: Referencing): TableWriteRule {
  const [field, target, message] =
    table === 'form_elements'
      ? (['form_id', 'forms', CONFIG_REFERENCE_TEXTS.unknownForm] as const)
      : (['table_id', 'tables', CONFIG_REFERENCE_TEXTS.unknownTable] as const);
  const tree: ParentTree | null =
    table === 'form_elements'
      ? {
          table,
          owner: 'form_id',
          unknown: CONFIG_REFERENCE_TEXTS.unknownParentElement,
          cycle: CONFIG_REFERENCE_TEXTS.parentElementCycle,
        }
      : table === 'table_columns'
        ? { table, owner: 'table_id', unknown: CONFIG_REFERENCE_TEXTS.unknownParentColumn, cycle: CONFIG_REFERENCE_TEXTS.parentColumnCycle }
        : null;
  const iconField = table === 'table_buttons' ? 'icon' : table === 'form_elements' ? 'button_icon' : null;
  return {
    async snapshot(trx, id) {
      const row = await trx.selectFrom(table).selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, write) {
      const { values, written } = write;
      const errors: FieldErrors = {};
      // A button's icon is chosen in the same picker as a menu's, and checked alike.
      const icon = iconField && written.has(iconField) ? iconProblem(values[iconField]) : null;
      if (iconField && icon) errors[iconField] = icon;
      const parent = tree && (await parentProblem(trx, tree, write));
      if (parent) errors.parent_id = parent;
      const value = values[field];
      if (!written.has(field) || value === null || value === undefined || value === '') return errors;
      const key = Number(value);
      const found = Number.isSafeInteger(key) && (await trx.selectFrom(target).select('id').where('id', '=', key).executeTakeFirst());
      if (!found) errors[field] = { message };
      return errors;
    },
    async afterWrite() {},
  };
}

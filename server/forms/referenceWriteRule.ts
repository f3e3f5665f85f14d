import type { FieldErrors } from '../../src/core/api/formContract';
import { iconProblem } from '../menus/iconProblem';
import type { AuditedRow, TableWriteRule } from './TableWriteRule';
import { CONFIG_REFERENCE_TEXTS } from './configReferenceTexts';

type Referencing = 'table_columns' | 'table_filters' | 'table_buttons' | 'form_elements';

/**
 * The rule of a configuration table whose rows belong to a table or a form (docs/configuration-pickers.md): the
 * column, filter or button's `table_id` names a table that exists, the element's `form_id` a form, with a
 * message that says so instead of the database's foreign-key error; a button's icon is one the product draws.
 *
 * @example
 * referenceWriteRule('table_columns'); // checks table_id against tables
 */
export function referenceWriteRule(table: Referencing): TableWriteRule {
  const [field, target, message] =
    table === 'form_elements'
      ? (['form_id', 'forms', CONFIG_REFERENCE_TEXTS.unknownForm] as const)
      : (['table_id', 'tables', CONFIG_REFERENCE_TEXTS.unknownTable] as const);
  return {
    async snapshot(trx, id) {
      const row = await trx.selectFrom(table).selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, { values, written }) {
      const errors: FieldErrors = {};
      // A button's icon is chosen in the same picker as a menu's, and checked alike.
      const icon = table === 'table_buttons' && written.has('icon') ? iconProblem(values.icon) : null;
      if (icon) errors.icon = icon;
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

import type { Selectable } from 'kysely';
import type { TableButtonMeta } from '../../src/core/api/tableContract';
import type { TableButtonsTable } from '../db/DatabaseSchema';

/**
 * One button row as the contract's TableButtonMeta (the row's placement is the contract's position).
 *
 * @example
 * definitionButton(row); // { id: 1, level: 1, label: 'Очиш', link: '/forms/appeals/{id}?_target=modal', position: 'row', ... }
 */
export function definitionButton(row: Selectable<TableButtonsTable>): TableButtonMeta {
  return {
    id: row.id,
    level: row.level,
    label: row.label,
    link: row.link,
    position: row.placement,
    cssClass: row.css_class,
    icon: row.icon,
  };
}

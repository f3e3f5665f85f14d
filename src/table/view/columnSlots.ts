import type { TableColumnModel } from '../model/TableColumnModel';
import type { ColumnSlot } from './ColumnSlot';

/**
 * The drawn columns of a data table in order: '№', the pinned left leaves, the scrolling leaves, the pinned
 * right leaves, and the row buttons when the table has any. The row number sticks with the left side and
 * the buttons with the right side when those sides are pinned, so they never scroll away from them.
 *
 * @example
 * columnSlots(model, true).map((slot) => slot.key); // ['number', 'c1', 'c2', 'c3', 'buttons']
 */
export function columnSlots(model: TableColumnModel, hasRowButtons: boolean): ColumnSlot[] {
  const slots: ColumnSlot[] = [];
  slots.push({ kind: 'number', key: 'number', pin: model.left.leaves.length ? 'left' : null, index: 0 });
  const add = (leaves: TableColumnModel['leaves'], pin: 'left' | 'right' | null) => {
    for (const column of leaves) slots.push({ kind: 'leaf', key: `c${column.id}`, column, pin, index: slots.length });
  };
  add(model.left.leaves, 'left');
  add(model.center.leaves, null);
  add(model.right.leaves, 'right');
  if (hasRowButtons) slots.push({ kind: 'buttons', key: 'buttons', pin: model.right.leaves.length ? 'right' : null, index: slots.length });
  return slots;
}

import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * The colours a cell takes from its column's conditional format (formatCondition, formatColor,
 * formatBackgroundColor): both when the condition holds for the row, none otherwise. The row's fields are
 * the expression's scope. A condition that fails to evaluate is logged and the cell stays plain (docs/behaviour.md §9),
 * so one bad expression cannot break the table.
 *
 * @example
 * conditionalCellColors({ id: 1, title: 'Sum', formatCondition: 'amount < 0', formatColor: 'red' }, row, evaluate);
 * // { color: 'red' } when row.amount < 0, {} otherwise
 */
export function conditionalCellColors(
  column: TableColumnMeta,
  row: Record<string, unknown>,
  evaluate: EvaluateExpression,
  log: (message: string, detail: unknown) => void = (message, detail) => console.error(message, detail),
): { color?: string; backgroundColor?: string } {
  const condition = column.formatCondition?.trim();
  if (!condition || !(column.formatColor || column.formatBackgroundColor)) return {};
  let holds: unknown;
  try {
    holds = evaluate(condition, row);
  } catch (error) {
    log(`[platon] format condition of column ${column.id} failed`, error);
    return {};
  }
  if (!holds) return {};
  return {
    ...(column.formatColor ? { color: column.formatColor } : {}),
    ...(column.formatBackgroundColor ? { backgroundColor: column.formatBackgroundColor } : {}),
  };
}

export interface GroupHeaderRowProps {
  value: unknown;
  count: number;
  columnCount: number;
}

/**
 * The header line of a group (docs/behaviour.md §4 grouping): the group's value and its record count across the whole
 * row. The label sticks to the left edge, so it stays in view when the table scrolls sideways.
 *
 * @example
 * <GroupHeaderRow value="Tashkent" count={3} columnCount={8} />
 */
export function GroupHeaderRow({ value, count, columnCount }: GroupHeaderRowProps) {
  const text = value === null || value === undefined || value === '' ? '—' : String(value);
  return (
    <tr className="pl-table__group">
      <th scope="rowgroup" colSpan={columnCount} className="pl-table__group-cell">
        <span className="pl-table__group-label">
          {text} <span className="pl-table__group-count">({count})</span>
        </span>
      </th>
    </tr>
  );
}

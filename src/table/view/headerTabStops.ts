/** What Tab stops at inside a header cell (gear links have tabIndex -1 and are reached by F2 instead). */
const TABBABLE = 'button, a[href], input, select, textarea, [tabindex]';

/**
 * The Tab stops of a table's head, in the document's order and in the order the columns show: column by
 * column left to right (each header cell carries its first column's slot as `data-col`), a group's own
 * controls before its columns', the controls of one cell in their own order.
 *
 * @example
 * const { inDocument, ordered } = headerTabStops(thead);
 */
export function headerTabStops(head: HTMLElement): { inDocument: HTMLElement[]; ordered: HTMLElement[] } {
  const inDocument = [...head.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0,
  );
  const ordered = inDocument
    .map((element, index) => ({ element, index, cell: element.closest('th') }))
    .sort((a, b) => columnOf(a.cell) - columnOf(b.cell) || rowOf(a.cell) - rowOf(b.cell) || a.index - b.index)
    .map(({ element }) => element);
  return { inDocument, ordered };
}

function columnOf(cell: HTMLTableCellElement | null): number {
  return Number(cell?.dataset.col ?? 0);
}

function rowOf(cell: HTMLTableCellElement | null): number {
  return (cell?.parentElement as HTMLTableRowElement | null)?.sectionRowIndex ?? 0;
}

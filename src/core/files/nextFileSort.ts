import type { FileManagerPlace, FileSortKey } from './fileManagerPlace';

/**
 * The sort after a click on a column's header: the sorted column turns around, another column starts
 * ascending. Either way the listing starts again at its first page.
 *
 * @example
 * nextFileSort({ sort: 'name', order: 1 }, 'name'); // { sort: 'name', order: -1, page: 1 }
 * nextFileSort({ sort: 'name', order: -1 }, 'size'); // { sort: 'size', order: 1, page: 1 }
 */
export function nextFileSort(
  current: Pick<FileManagerPlace, 'sort' | 'order'>,
  column: FileSortKey,
): Pick<FileManagerPlace, 'sort' | 'order' | 'page'> {
  return { sort: column, order: current.sort === column ? (current.order === 1 ? -1 : 1) : 1, page: 1 };
}

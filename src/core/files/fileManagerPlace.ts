/** The columns a file listing sorts by (the `sort` of `GET file-manager/files`). */
export const FILE_SORT_KEYS = ['name', 'size', 'extension', 'createdAt'] as const;
export type FileSortKey = (typeof FILE_SORT_KEYS)[number];

/** Where the file manager is: what its address says, so a reload or Back reopens the same listing. */
export interface FileManagerPlace {
  /** A category's key; null on the category overview. */
  category: string | null;
  /** Folder path inside the category, '' at its top: `reports/2025`. */
  folder: string;
  /** Name search over the whole category; '' when not searching. */
  search: string;
  sort: FileSortKey;
  order: 1 | -1;
  /** 1-based. */
  page: number;
}

/**
 * Read the file manager's place from its route: the wildcard after `/system/file-manager/` (the router hands
 * it decoded) is the category key then the folder path; the query holds search, sort, order and page.
 * Anything unreadable falls back to the default (name ascending, page 1) rather than failing.
 *
 * @example
 * fileManagerPlace('3/reports/2025', { sort: 'size', order: '-1', page: '2' });
 * // { category: '3', folder: 'reports/2025', search: '', sort: 'size', order: -1, page: 2 }
 */
export function fileManagerPlace(path: string | undefined, query: Record<string, string | undefined>): FileManagerPlace {
  const [category, ...folders] = (path ?? '').split('/').filter(Boolean);
  const page = Number(query.page);
  return {
    category: category ?? null,
    folder: category ? folders.join('/') : '',
    search: (query.search ?? '').trim(),
    sort: (FILE_SORT_KEYS as readonly string[]).includes(query.sort ?? '') ? (query.sort as FileSortKey) : 'name',
    order: query.order === '-1' ? -1 : 1,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

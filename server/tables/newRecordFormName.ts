/** `/forms/{name}` with no record after it (a query may follow): a link that opens a form on a new record. */
const NEW_RECORD_LINK = /^\/forms\/([A-Za-z0-9_-]+)\/?(?:[?#]|$)/;

/**
 * The form a button's link opens on a new record, or null when it opens something else (a record, a table, a
 * page, another site, or a form named by a placeholder the row fills in).
 *
 * @example
 * newRecordFormName('/forms/appeals?_target=modal'); // 'appeals'
 * newRecordFormName('/forms/appeals/{id}'); // null
 */
export function newRecordFormName(link: string | null): string | null {
  return NEW_RECORD_LINK.exec(link ?? '')?.[1] ?? null;
}

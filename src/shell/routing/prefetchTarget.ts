/** A view whose calls prefetchRoute starts: a table or a form, signed-in or public. */
export interface PrefetchTarget {
  kind: 'table' | 'form';
  name: string;
  /** A form's record id; null for a new record and for tables. */
  id: string | null;
  isPublic: boolean;
}

// The routes `table`, `public-table`, `form` and `public-form` of core/router/routeTable.ts, matched here
// without the whole route table, which would weigh on the entry (prefetchTarget.test.ts keeps them in step).
const VIEW_PATH = /^\/(public\/)?(tables|forms)\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The table or form a path (relative to the base path, no query) opens, or null for any other route.
 *
 * @example
 * prefetchTarget('/forms/appeals/12'); // { kind: 'form', name: 'appeals', id: '12', isPublic: false }
 */
export function prefetchTarget(path: string): PrefetchTarget | null {
  const match = VIEW_PATH.exec(path);
  if (!match) return null;
  const [, publicPrefix, kind, name, id] = match;
  if (kind === 'tables' && id !== undefined) return null;
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  const table = decoded(name);
  const record = id === undefined ? null : decoded(id);
  if (table === null || (id !== undefined && record === null)) return null;
  return { kind: kind === 'tables' ? 'table' : 'form', name: table, id: record, isPublic: Boolean(publicPrefix) };
}

/**
 * The address of a table call under the API base (src/core/api/tableContract.ts): `tables/{name}` and its
 * `/data` and `/totals`, with the `public/` prefix for public tables, which travel without a token (docs/behaviour.md §2).
 *
 * @example
 * tablePath('appeals', false, 'data'); // 'tables/appeals/data'
 * tablePath('news', true);             // 'public/tables/news'
 */
export function tablePath(name: string, isPublic: boolean, call?: 'data' | 'totals'): string {
  const base = `${isPublic ? 'public/' : ''}tables/${encodeURIComponent(name)}`;
  return call ? `${base}/${call}` : base;
}

import type { PageQuery } from './PageScriptContext';

/**
 * A page query from a URL's search string; repeated keys become arrays, as the server parses them.
 *
 * @example
 * queryFromSearch('?region=5&tag=a&tag=b'); // { region: '5', tag: ['a', 'b'] }
 */
export function queryFromSearch(search: string): PageQuery {
  const query: PageQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

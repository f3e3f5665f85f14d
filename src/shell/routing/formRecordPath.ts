import { withQuery } from '../../core/router/routeLocation';

/**
 * The address of a form route after a save or a delete: the record's own (`/forms/{name}/{id}`), or the new
 * record's (`/forms/{name}`), public forms under `/public`. Only `_mid` of the current query travels (docs/behaviour.md §1): presets and
 * `_target` belonged to the address the form was opened with.
 *
 * @example
 * formRecordPath('appeals', 42, false, { _mid: '7', region_id: '3' }); // '/forms/appeals/42?_mid=7'
 */
export function formRecordPath(
  name: string,
  id: string | number | null,
  isPublic: boolean,
  query: Readonly<Record<string, string>>,
): string {
  const path = `${isPublic ? '/public' : ''}/forms/${encodeURIComponent(name)}${id === null ? '' : `/${encodeURIComponent(String(id))}`}`;
  return withQuery(path, { _mid: query._mid });
}

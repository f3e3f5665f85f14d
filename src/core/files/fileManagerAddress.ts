import { withQuery } from '../router/routeLocation';
import type { FileManagerPlace } from './fileManagerPlace';

const ROOT = '/system/file-manager';

/**
 * The app path of a file manager place (the inverse of fileManagerPlace): each folder is a path segment of
 * its own, encoded, so the address reads like the folder path; defaults are left out of the query.
 *
 * @example
 * fileManagerAddress({ category: '3', folder: 'my docs/2025', search: '', sort: 'name', order: 1, page: 1 });
 * // '/system/file-manager/3/my%20docs/2025'
 */
export function fileManagerAddress(place: Partial<FileManagerPlace>): string {
  const segments = place.category ? [place.category, ...(place.folder ?? '').split('/').filter(Boolean)] : [];
  const path = [ROOT, ...segments.map(encodeURIComponent)].join('/');
  return withQuery(path, {
    search: place.search || undefined,
    sort: place.sort && place.sort !== 'name' ? place.sort : undefined,
    order: place.order === -1 ? '-1' : undefined,
    page: place.page && place.page > 1 ? String(place.page) : undefined,
  });
}

import { describe, expect, it } from 'vitest';
import { toRouteLocation } from '../router/routeLocation';
import { fileManagerAddress } from './fileManagerAddress';
import { fileManagerPlace } from './fileManagerPlace';
import { nextFileSort } from './nextFileSort';

/** What the app's router hands the view for an address: the wildcard and the query. */
const placeAt = (address: string) => {
  const location = toRouteLocation(address);
  expect(location.route.name).toBe('file-manager');
  return fileManagerPlace(location.params.path, location.query);
};

describe('fileManagerPlace and fileManagerAddress', () => {
  it('reads the overview, a category, and a folder path with its query', () => {
    expect(placeAt('/system/file-manager')).toEqual({ category: null, folder: '', search: '', sort: 'name', order: 1, page: 1 });
    expect(placeAt('/system/file-manager/').category).toBeNull();
    expect(placeAt('/system/file-manager/forms')).toMatchObject({ category: 'forms', folder: '' });
    expect(placeAt('/system/file-manager/3/reports/2025?search=act&sort=size&order=-1&page=2')).toEqual({
      category: '3',
      folder: 'reports/2025',
      search: 'act',
      sort: 'size',
      order: -1,
      page: 2,
    });
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(fileManagerPlace('3', { sort: 'mime', order: 'down', page: '-4' })).toMatchObject({ sort: 'name', order: 1, page: 1 });
    expect(fileManagerPlace('3', { page: '1.5' }).page).toBe(1);
    expect(fileManagerPlace('3//a///b/', {}).folder).toBe('a/b');
  });

  it('writes each folder as its own encoded segment and leaves defaults out, so the address round-trips', () => {
    expect(fileManagerAddress({})).toBe('/system/file-manager');
    expect(fileManagerAddress({ category: '3', folder: '', search: '', sort: 'name', order: 1, page: 1 })).toBe('/system/file-manager/3');
    const place = { category: '3', folder: 'my docs/Ҳисобот #1?', search: 'a b', sort: 'createdAt' as const, order: -1 as const, page: 3 };
    const address = fileManagerAddress(place);
    expect(address).toBe(
      '/system/file-manager/3/my%20docs/%D2%B2%D0%B8%D1%81%D0%BE%D0%B1%D0%BE%D1%82%20%231%3F?search=a+b&sort=createdAt&order=-1&page=3',
    );
    expect(placeAt(address)).toEqual(place);
  });
});

describe('nextFileSort', () => {
  it('turns the sorted column around, starts another ascending, and goes back to the first page', () => {
    expect(nextFileSort({ sort: 'name', order: 1 }, 'name')).toEqual({ sort: 'name', order: -1, page: 1 });
    expect(nextFileSort({ sort: 'name', order: -1 }, 'name')).toEqual({ sort: 'name', order: 1, page: 1 });
    expect(nextFileSort({ sort: 'name', order: -1 }, 'size')).toEqual({ sort: 'size', order: 1, page: 1 });
  });
});

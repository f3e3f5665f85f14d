import { describe, expect, it } from 'vitest';
import { toRouteLocation } from '../../core/router/routeLocation';
import { prefetchTarget } from './prefetchTarget';

const PATHS = [
  '/tables/appeals',
  '/tables/appeals/',
  '/public/tables/regions',
  '/forms/kitchen_sink',
  '/forms/appeals/12',
  '/public/forms/public_appeal',
  '/public/forms/public_appeal/7',
  '/forms/%D0%B0%D1%80%D0%B8%D0%B7%D0%B0/3',
  '/tables/appeals/extra',
  '/forms/a/1/2',
  '/pages/landing',
  '/system/profile',
  '/',
  '/tables/',
  '/tables',
];

describe('prefetchTarget', () => {
  it.each(PATHS)('agrees with the route table on %s', (path) => {
    const { route, params } = toRouteLocation(path);
    const expected =
      route.name === 'table' || route.name === 'public-table'
        ? { kind: 'table', name: params.name, id: null, isPublic: route.name === 'public-table' }
        : route.name === 'form' || route.name === 'public-form'
          ? { kind: 'form', name: params.name, id: params.id ?? null, isPublic: route.name === 'public-form' }
          : null;
    expect(prefetchTarget(path)).toEqual(expected);
  });
});

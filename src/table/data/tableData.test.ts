import { describe, expect, it } from 'vitest';
import { canEditTable } from './canEditTable';
import { columnEditLink } from './columnEditLink';
import { createSortRanks } from './createSortRanks';
import { fillLinkTemplate } from './fillLinkTemplate';
import { filterEditLink } from './filterEditLink';
import { initialFilterValues } from '../../core/table/initialFilterValues';
import { initialSort } from '../../core/table/initialSort';
import { sortQuery } from '../../core/table/sortQuery';
import { standaloneLinkHref } from '../../core/router/standaloneLinkHref';
import { tableExportPath } from './tableExportPath';
import { tablePath } from './tablePath';
import { tableQueryString } from '../../core/table/tableQueryString';

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('table calls (src/core/api/tableContract.ts)', () => {
  it('puts page, size, sort and order in the query and the filters as one JSON parameter without empty values', () => {
    const query = tableQueryString({
      level: 1,
      page: 2,
      size: 20,
      sort: 'amount',
      order: -1,
      filters: { region: 3, name: '', status: [], created: { from: '2024-01-01', to: null }, amount: { from: null, to: '' }, urgent: false },
    });
    expect(params(query)).toEqual({
      level: '1',
      page: '2',
      size: '20',
      sort: 'amount',
      order: '-1',
      filters: JSON.stringify({ region: 3, created: { from: '2024-01-01', to: null }, urgent: false }),
    });
  });

  it('leaves sort, order and filters out when there are none', () => {
    expect(tableQueryString({ level: 1, page: 1, size: 10, sort: null, order: null, filters: { a: null } })).toBe('level=1&page=1&size=10');
  });

  it('addresses public tables under public/ and encodes the name', () => {
    expect(tablePath('appeals', false, 'data')).toBe('tables/appeals/data');
    expect(tablePath('news', true, 'totals')).toBe('public/tables/news/totals');
    expect(tablePath('a b', false)).toBe('tables/a%20b');
  });

  it('builds the export call with the current query and no token (the client sends it in a header), under public/ for a public table', () => {
    const path = tableExportPath('appeals', { level: 1, sort: 'amount', order: 1, filters: { region: 2 } }, false);
    const url = new URL(path, 'http://x/api/');
    expect(url.pathname).toBe('/api/export/appeals');
    expect(Object.fromEntries(url.searchParams)).toEqual({ level: '1', sort: 'amount', order: '1', filters: '{"region":2}' });
    expect(new URL(tableExportPath('news', { level: 1 }, true), 'http://x/api/').pathname).toBe('/api/public/export/news');
  });
});

describe('table state', () => {
  const columns = [
    { id: 1, title: 'A', dataField: 'a' },
    { id: 2, title: 'G', children: [{ id: 3, title: 'B', dataField: 'b' }] },
  ];

  it('opens sorted by the column marked sortOrder, else by defaultSort, else unsorted', () => {
    expect(initialSort({ props: { defaultSort: 'a', defaultOrder: -1 } as never, columns: [columns[0], { id: 2, title: 'G', children: [{ id: 3, title: 'B', dataField: 'b', sortOrder: 1 }] }] })).toEqual({ columnId: 3, order: 1 });
    expect(initialSort({ props: { defaultSort: 'b', defaultOrder: -1 } as never, columns })).toEqual({ columnId: 3, order: -1 });
    expect(initialSort({ props: { defaultSort: 'missing' } as never, columns })).toBeNull();
  });

  it('sends the sorted column’s dataField, or nothing for no sort or a column that is gone', () => {
    expect(sortQuery({ columnId: '3', order: -1 }, [{ id: 3, title: 'B', dataField: 'b' }])).toEqual({ sort: 'b', order: -1 });
    expect(sortQuery(null, [])).toEqual({ sort: null, order: null });
    expect(sortQuery({ columnId: 9, order: 1 }, [{ id: 3, title: 'B', dataField: 'b' }])).toEqual({ sort: null, order: null });
  });

  it('starts the filters of its level from their defaults', () => {
    const filter = { id: 1, level: 1, type: 'select' as const, dataField: 'status', label: 'S', defaultValue: 'new' };
    expect(initialFilterValues([filter, { ...filter, id: 2, level: 2, dataField: 'x' }, { ...filter, id: 3, dataField: 'y', defaultValue: null }], 1)).toEqual({ status: 'new' });
  });

  it('lets the address preset filters it names, over the defaults (menu links such as ?status_id=2)', () => {
    const base = { level: 1, label: 'L' };
    const filters = [
      { ...base, id: 1, type: 'select' as const, dataField: 'status_id', defaultValue: 1 },
      { ...base, id: 2, type: 'multiselect' as const, dataField: 'category_id' },
      { ...base, id: 3, type: 'date' as const, dataField: 'created_at' },
      { ...base, id: 4, type: 'checkbox' as const, dataField: 'is_urgent' },
      { ...base, id: 5, type: 'input' as const, dataField: 'applicant' },
    ];
    const query = { status_id: '2', category_id: '3,4', 'created_at.from': '2026-01-01', is_urgent: 'false', applicant: ['Ali', 'Vali'], _mid: '7' };
    expect(initialFilterValues(filters, 1, query)).toEqual({
      status_id: 2,
      category_id: [3, 4],
      created_at: { from: '2026-01-01', to: null },
      is_urgent: false,
      applicant: 'Ali',
    });
    expect(initialFilterValues(filters, 1, { is_urgent: 'maybe' })).toEqual({ status_id: 1 });
  });
});

describe('createSortRanks', () => {
  it('ranks numbers (also numeric text) ascending with empty values last and ties in loaded order', () => {
    const rows = [{ v: 10 }, { v: '2' }, { v: null }, { v: -1 }, { v: 2 }, { v: '' }];
    expect([...createSortRanks(rows)('v')]).toEqual([3, 1, 4, 0, 2, 5]);
  });

  it('ranks text case-insensitively and computes a field once', () => {
    const rows = [{ v: 'b' }, { v: 'A' }, { v: undefined }, { v: 'a2' }];
    const rankOf = createSortRanks(rows);
    expect([...rankOf('v')]).toEqual([2, 0, 3, 1]);
    expect(rankOf('v')).toBe(rankOf('v'));
  });

  it('ranks text with few distinct values the same way: case-insensitive, ties in loaded order, empty last', () => {
    const values = ['b', 'A', null, 'a', 'B', '', 'c', 'a', 'b', 'C'];
    const rows = Array.from({ length: 3000 }, (_, i) => ({ v: values[i % values.length] }));
    const ranks = createSortRanks(rows)('v');
    const order = Array.from(ranks.keys()).sort((x, y) => ranks[x] - ranks[y]);
    const key = (i: number) => rows[i].v?.toLowerCase() || '~empty';
    // Ascending by key ('~' sorts after the letters), and within one key by loaded position.
    expect(order.every((row, p) => p === 0 || key(order[p - 1]) < key(row) || (key(order[p - 1]) === key(row) && order[p - 1] < row))).toBe(true);
    expect(new Set(ranks).size).toBe(rows.length);
    expect(order.slice(0, 3)).toEqual([1, 3, 7]);
  });
});

describe('links of a table', () => {
  it('fills {field} placeholders from the row, encoded, and empties the missing ones', () => {
    expect(fillLinkTemplate('/forms/appeals/{id}?_target=modal&q={name}&x={none}', { id: 4, name: 'a/b c' })).toBe('/forms/appeals/4?_target=modal&q=a%2Fb%20c&x=');
  });

  it('points standalone links at the app under its base path, exports at their download and external links as they are', () => {
    const config = { apiBase: '/api/', basePath: '/app/', appUrl: null };
    expect(standaloneLinkHref('/forms/appeals/4?_target=modal', config)).toBe('/app/forms/appeals/4?_target=modal');
    expect(standaloneLinkHref('tables/news', config)).toBe('/app/tables/news');
    expect(standaloneLinkHref('export/appeals', config)).toBe('/api/export/appeals');
    expect(standaloneLinkHref('https://example.uz/x', config)).toBe('https://example.uz/x');
  });

  it('gives administrators the column and filter forms as modals (docs/behaviour.md §4)', () => {
    expect(columnEditLink(7)).toBe('/forms/table_columns/7?_target=modal');
    expect(filterEditLink(3, 'appeals', 2)).toBe('/forms/table_filters/3?_target=modal&table_name=appeals&table_level=2');
  });
});

describe('canEditTable (docs/behaviour.md §2)', () => {
  const admin = { permissions: ['platon.admin'] };
  const context = { user: admin, product: 'platon', forceUser: false };
  const own = { projectId: 'appeals', isBuiltIn: false };

  it('lets an administrator edit the columns and filters of their own project’s tables', () => {
    expect(canEditTable(own, context)).toBe(true);
  });

  it('offers nothing for built-in tables, the platform’s own project, force-user mode or ordinary users', () => {
    expect(canEditTable({ ...own, isBuiltIn: true }, context)).toBe(false);
    expect(canEditTable({ projectId: 'platon', isBuiltIn: false }, context)).toBe(false);
    expect(canEditTable({ projectId: '', isBuiltIn: false }, context)).toBe(false);
    expect(canEditTable(own, { ...context, forceUser: true })).toBe(false);
    expect(canEditTable(own, { ...context, user: { permissions: [] } })).toBe(false);
  });
});

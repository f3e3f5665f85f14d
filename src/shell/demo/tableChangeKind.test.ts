import { describe, expect, it } from 'vitest';
import { tableChangeKind } from './tableChangeKind';

describe('tableChangeKind', () => {
  it('names what changed: sort first, then page, then any filter', () => {
    expect(tableChangeKind({}, { sort: 'name', order: 'desc' })).toBe('sort');
    expect(tableChangeKind({ sort: 'name' }, { sort: 'name', order: 'desc' })).toBe('sort');
    expect(tableChangeKind({ sort: 'name' }, { sort: 'name', page: '2' })).toBe('page');
    expect(tableChangeKind({ page: '2' }, {})).toBe('page');
    expect(tableChangeKind({}, { name: 'Тош' })).toBe('filter');
    expect(tableChangeKind({ page: '1' }, { page: '1' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { FormElementMeta, FormOption } from '../../../core/api/formMeta';
import { isMultipleSelect } from './isMultipleSelect';
import { matchesSearch } from '../../../core/format/matchesSearch';
import { pageOutcome } from './pageOutcome';
import { prunedValue } from './prunedValue';
import { relatedOptions } from './relatedOptions';
import { showsSearch } from './searchThreshold';
import { sameId, selectedIds } from './selectedIds';
import { toggledChoice } from './toggledChoice';

const districts: FormOption[] = [
  { id: 1, name: 'Чилонзор', region_id: 10 },
  { id: 2, name: 'Юнусобод', region_id: 10 },
  { id: 3, name: 'Ургут', region_id: '20' },
];
const related: FormElementMeta = {
  id: 2,
  type: 'select',
  dataField: 'district',
  isRelatedSelect: true,
  relatedSelect: 'region',
  filterBy: 'region_id',
};

describe('matchesSearch', () => {
  it('needs every word, ignoring case', () => {
    expect(matchesSearch('Тошкент шаҳри', 'тош ШАҲ')).toBe(true);
    expect(matchesSearch('Тошкент шаҳри', 'тош бух')).toBe(false);
    expect(matchesSearch('Тошкент', '  ')).toBe(true);
  });
});

describe('showsSearch', () => {
  it('shows the search box from 11 options by default, or from minItemsToSearch', () => {
    expect(showsSearch({ id: 1, type: 'select' }, 10)).toBe(false);
    expect(showsSearch({ id: 1, type: 'select' }, 11)).toBe(true);
    expect(showsSearch({ id: 1, type: 'select', minItemsToSearch: 3 }, 3)).toBe(true);
    expect(showsSearch({ id: 1, type: 'select', minItemsToSearch: 3 }, 2)).toBe(false);
  });
});

describe('selectedIds and sameId', () => {
  it('reads nothing, one id or a list', () => {
    expect(selectedIds(undefined)).toEqual([]);
    expect(selectedIds('')).toEqual([]);
    expect(selectedIds(0)).toEqual([0]);
    expect(selectedIds(['a', 2, null, {}])).toEqual(['a', 2]);
  });
  it('compares ids as text', () => {
    expect(sameId(5, '5')).toBe(true);
    expect(sameId(null, 'null')).toBe(false);
  });
});

describe('isMultipleSelect', () => {
  it('is a multiselect or a select with isMultiple', () => {
    expect(isMultipleSelect({ id: 1, type: 'multiselect' })).toBe(true);
    expect(isMultipleSelect({ id: 1, type: 'select', isMultiple: true })).toBe(true);
    expect(isMultipleSelect({ id: 1, type: 'select' })).toBe(false);
  });
});

describe('relatedOptions', () => {
  it('offers everything for an ordinary select', () => {
    expect(relatedOptions({ id: 1, type: 'select' }, districts, undefined)).toEqual({ disabled: false, options: districts });
  });
  it('is disabled with no options while the related field is empty', () => {
    expect(relatedOptions(related, districts, null)).toEqual({ disabled: true, options: [] });
    expect(relatedOptions(related, districts, [])).toEqual({ disabled: true, options: [] });
  });
  it('filters by filterBy equal to the related value, comparing as text', () => {
    expect(relatedOptions(related, districts, '10').options.map((o) => o.id)).toEqual([1, 2]);
    expect(relatedOptions(related, districts, 20).options.map((o) => o.id)).toEqual([3]);
    expect(relatedOptions(related, districts, [10, 20]).options.map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

describe('prunedValue', () => {
  it('drops ids no longer among the options', () => {
    expect(prunedValue(3, districts.slice(0, 2), false)).toBeNull();
    expect(prunedValue([1, 3], districts.slice(0, 2), true)).toEqual([1]);
    expect(prunedValue(['1'], districts, true)).toBeUndefined();
    expect(prunedValue(null, [], false)).toBeUndefined();
  });
});

describe('toggledChoice', () => {
  it('adds, removes and refuses past the limit', () => {
    expect(toggledChoice([1], 2, null)).toEqual({ next: [1, 2], refused: false });
    expect(toggledChoice([1, 2], '2', 2)).toEqual({ next: [1], refused: false });
    expect(toggledChoice([1, 2], 3, 2)).toEqual({ next: [1, 2], refused: true, limit: 2 });
  });
});

describe('pageOutcome', () => {
  it('stops on an empty page or one longer than the limit (default 20)', () => {
    expect(pageOutcome(20, null)).toEqual({ allLoaded: false });
    expect(pageOutcome(5, null)).toEqual({ allLoaded: false });
    expect(pageOutcome(21, null)).toEqual({ allLoaded: true });
    expect(pageOutcome(0, 10)).toEqual({ allLoaded: true });
    expect(pageOutcome(11, 10)).toEqual({ allLoaded: true });
  });
});

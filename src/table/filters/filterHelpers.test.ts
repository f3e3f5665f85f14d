import { describe, expect, it } from 'vitest';
import type { TableFilterMeta, TableFilterOption } from '../../core/api/tableContract';
import { applyFilterChange } from './applyFilterChange';
import { filterWidth } from './filterWidth';
import { isEmptyFilterValue } from './isEmptyFilterValue';
import { isRelatedFilter } from './isRelatedFilter';
import { matchesSearch } from '../../core/format/matchesSearch';
import { parseRangeNumber } from './parseRangeNumber';
import { relatedOptions } from './relatedOptions';

const filter = (dataField: string, extra: Partial<TableFilterMeta> = {}): TableFilterMeta => ({
  id: dataField.length,
  level: 1,
  type: 'select',
  dataField,
  label: dataField,
  ...extra,
});

const region = filter('region_id');
const district = filter('district_id', { isRelatedSelect: true, relatedSelect: 'region_id', filterBy: 'region_id' });
const mahalla = filter('mahalla_id', { isRelatedSelect: true, relatedSelect: 'district_id', filterBy: 'district_id' });
const text = filter('subject', { type: 'input' });
const filters = [region, district, mahalla, text];

describe('isEmptyFilterValue', () => {
  it('treats null, blank text, [] and a range without ends as no filter', () => {
    expect(isEmptyFilterValue(null)).toBe(true);
    expect(isEmptyFilterValue(undefined)).toBe(true);
    expect(isEmptyFilterValue('  ')).toBe(true);
    expect(isEmptyFilterValue([])).toBe(true);
    expect(isEmptyFilterValue({ from: null, to: '' })).toBe(true);
    expect(isEmptyFilterValue({})).toBe(true);
    expect(isEmptyFilterValue(Number.NaN)).toBe(true);
  });

  it('keeps false, 0 and a range with one end as values', () => {
    expect(isEmptyFilterValue(false)).toBe(false);
    expect(isEmptyFilterValue(0)).toBe(false);
    expect(isEmptyFilterValue({ from: 0, to: null })).toBe(false);
    expect(isEmptyFilterValue({ to: '2024-01-31' })).toBe(false);
    expect(isEmptyFilterValue(['a'])).toBe(false);
  });
});

describe('applyFilterChange', () => {
  it('sets a value and drops empty ones', () => {
    expect(applyFilterChange(filters, { subject: '', region_id: 1 }, 'subject', 'road')).toEqual({ region_id: 1, subject: 'road' });
    expect(applyFilterChange(filters, { subject: 'road', region_id: 1 }, 'subject', '')).toEqual({ region_id: 1 });
    expect(applyFilterChange(filters, { subject: 'road' }, 'region_id', null)).toEqual({ subject: 'road' });
  });

  it('clears related selects down the chain when their parent changes or empties', () => {
    const values = { region_id: 1, district_id: 10, mahalla_id: 100, subject: 'x' };
    expect(applyFilterChange(filters, values, 'region_id', 2)).toEqual({ region_id: 2, subject: 'x' });
    expect(applyFilterChange(filters, values, 'region_id', null)).toEqual({ subject: 'x' });
    expect(applyFilterChange(filters, values, 'district_id', 11)).toEqual({ region_id: 1, district_id: 11, subject: 'x' });
  });

  it('keeps related values when the parent is set to the value it already has', () => {
    const values = { region_id: 1, district_id: 10 };
    expect(applyFilterChange(filters, values, 'region_id', 1)).toEqual(values);
  });

  it('does not loop on a misconfigured cycle of related selects', () => {
    const a = filter('a', { relatedSelect: 'b' });
    const b = filter('b', { relatedSelect: 'a' });
    expect(applyFilterChange([a, b], { a: 1, b: 2 }, 'a', 3)).toEqual({ a: 3 });
  });
});

describe('isRelatedFilter', () => {
  it('needs a relatedSelect and is off only when the flag is explicitly false', () => {
    expect(isRelatedFilter({ relatedSelect: 'region_id' })).toBe(true);
    expect(isRelatedFilter({ relatedSelect: 'region_id', isRelatedSelect: false })).toBe(false);
    expect(isRelatedFilter({ isRelatedSelect: true })).toBe(false);
  });
});

describe('relatedOptions', () => {
  const districts: TableFilterOption[] = [
    { id: 10, name: 'Чилонзор', region_id: 1 },
    { id: 11, name: 'Юнусобод', region_id: '1' },
    { id: 20, name: 'Самарқанд ш.', region_id: 2 },
    { id: 30, name: 'Нотаниш' },
  ];

  it('offers nothing until the parent has a value, then the options whose filterBy equals it', () => {
    expect(relatedOptions(district, districts, null)).toEqual([]);
    expect(relatedOptions(district, districts, 1).map((o) => o.id)).toEqual([10, 11]);
    expect(relatedOptions(district, districts, '2').map((o) => o.id)).toEqual([20]);
    expect(relatedOptions(district, districts, [1, 2]).map((o) => o.id)).toEqual([10, 11, 20]);
  });

  it('keeps every option when no filterBy is configured', () => {
    expect(relatedOptions({ filterBy: null }, districts, 1)).toHaveLength(4);
  });
});

describe('matchesSearch', () => {
  it('finds every typed word in the label, ignoring case', () => {
    expect(matchesSearch('Тошкент шаҳри', 'ШАҲ')).toBe(true);
    expect(matchesSearch('Тошкент шаҳри', 'тош шаҳ')).toBe(true);
    expect(matchesSearch('Тошкент шаҳри', 'самар')).toBe(false);
    expect(matchesSearch('Тошкент', '  ')).toBe(true);
  });
});

describe('filterWidth', () => {
  it('reads up to 12 as grid columns, 13..100 as percent, above 100 as pixels', () => {
    expect(filterWidth(12)).toBe('100%');
    expect(filterWidth(6)).toBe('50%');
    expect(filterWidth(4)).toBe('33.3333%');
    expect(filterWidth(13)).toBe('13%');
    expect(filterWidth(100)).toBe('100%');
    expect(filterWidth(101)).toBe('101px');
  });

  it('gives a filter without a width three grid columns', () => {
    expect(filterWidth(null)).toBe('25%');
    expect(filterWidth(0)).toBe('25%');
  });
});

describe('parseRangeNumber', () => {
  it('turns empty and unparsable text into null', () => {
    expect(parseRangeNumber('', false)).toBeNull();
    expect(parseRangeNumber('abc', false)).toBeNull();
  });

  it('reads numbers with spaces or a decimal comma, truncating for int filters', () => {
    expect(parseRangeNumber(' 1 200,5 ', false)).toBe(1200.5);
    expect(parseRangeNumber('12.9', true)).toBe(12);
    expect(parseRangeNumber('-3', false)).toBe(-3);
  });
});

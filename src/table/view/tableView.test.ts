import { describe, expect, it } from 'vitest';
import { buildColumnModel } from '../model/buildColumnModel';
import { groupRows } from '../model/groupRows';
import { columnSlots } from './columnSlots';
import { pageList } from './pageList';
import { splitRowSpans } from './splitRowSpans';

describe('pageList', () => {
  it('shows the first and last page and two on each side of the current one', () => {
    expect(pageList(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
    // A gap of one page shows the page instead.
    expect(pageList(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('splitRowSpans', () => {
  const lines = groupRows([{ r: 'a' }, { r: 'a' }, { r: 'a' }, { r: 'b' }, { r: null }, { r: null }, { r: 'b' }]);

  it('spans runs of equal values and covers the rows under them; empty values never merge', () => {
    expect([...splitRowSpans(lines, 'r', 0, lines.length)]).toEqual([3, 0, 0, 1, 1, 1, 1]);
  });

  it('cuts runs at the edges of the drawn window', () => {
    expect([...splitRowSpans(lines, 'r', 1, 3)]).toEqual([2, 0]);
  });

  it('breaks runs at group lines', () => {
    const grouped = groupRows(
      [
        { g: 1, r: 'a' },
        { g: 1, r: 'a' },
        { g: 2, r: 'a' },
      ],
      'g',
    );
    // header, row, row, footer, header, row
    expect([...splitRowSpans(grouped, 'r', 0, grouped.length)]).toEqual([1, 2, 0, 1, 1, 1]);
  });
});

describe('columnSlots', () => {
  const columns = [1, 2, 3, 4].map((id) => ({ id, title: `c${id}`, dataField: `f${id}` }));

  it('pins the row number with the left side and the row buttons with the right side', () => {
    const model = buildColumnModel(columns, { leftFixed: 1, rightFixed: 1 }, null, 1280);
    expect(columnSlots(model, true).map((slot) => `${slot.key}:${slot.pin ?? '-'}`)).toEqual([
      'number:left',
      'c1:left',
      'c2:-',
      'c3:-',
      'c4:right',
      'buttons:right',
    ]);
  });

  it('pins nothing when the table pins nothing or the screen is narrow', () => {
    const narrow = buildColumnModel(columns, { leftFixed: 1, rightFixed: 1 }, null, 500);
    expect(columnSlots(narrow, false).map((slot) => slot.pin)).toEqual([null, null, null, null, null]);
  });
});

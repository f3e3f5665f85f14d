import { describe, expect, it } from 'vitest';
import { affordablePins } from './affordablePins';
import { applyColumnConfig } from '../../core/table/applyColumnConfig';
import { buildColumnModel } from './buildColumnModel';
import { headerRows } from './headerRows';
import { leafColumns } from '../../core/table/leafColumns';
import { splitFixedColumns } from './splitFixedColumns';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { col } from '../../core/table/testing/testColumn';

// No | Address (City, Street (Name, House)) | Amount
const columns = [col(1), col(2, {}, [col(3), col(4, {}, [col(5), col(6)])]), col(7)];
const ids = (list: readonly TableColumnMeta[]) => list.map((c) => c.id);
const spans = (rows: ReturnType<typeof headerRows>) =>
  rows.map((row) => row.map((cell) => `${cell.column.id}:${cell.colSpan}x${cell.rowSpan}`));

describe('leafColumns and headerRows', () => {
  it('flattens header groups to their data columns, left to right', () => {
    expect(ids(leafColumns(columns))).toEqual([1, 3, 5, 6, 7]);
  });

  it('gives groups a column span over their leaves and leaves a row span down to the last row', () => {
    expect(spans(headerRows(columns))).toEqual([
      ['1:1x3', '2:3x1', '7:1x3'],
      ['3:1x2', '4:2x1'],
      ['5:1x1', '6:1x1'],
    ]);
  });

  it('has one row without groups and none without columns', () => {
    expect(spans(headerRows([col(1), col(2)]))).toEqual([['1:1x1', '2:1x1']]);
    expect(headerRows([])).toEqual([]);
  });
});

describe('applyColumnConfig', () => {
  it('keeps the server columns as they are without a config', () => {
    expect(applyColumnConfig(columns, undefined)).toEqual(columns);
  });

  it('sorts each sibling list by saved position, unknown columns after in server order', () => {
    const arranged = applyColumnConfig(columns, { order: { '7': 0, '1': 1, '6': 0, '5': 1 } });
    expect(ids(arranged)).toEqual([7, 1, 2]);
    expect(ids(leafColumns(arranged))).toEqual([7, 1, 3, 6, 5]);
  });

  it('applies non-empty custom titles and removes hidden columns, groups with nothing left included', () => {
    const arranged = applyColumnConfig(columns, { titles: { '1': 'No', '7': '  ' }, hidden: [3, '5', 6] });
    expect(arranged.map((c) => c.title)).toEqual(['No', 'c7']);
  });

  it('hides a whole group by its id and leaves the input unchanged', () => {
    expect(ids(applyColumnConfig(columns, { hidden: [2] }))).toEqual([1, 7]);
    expect(ids(leafColumns(columns))).toEqual([1, 3, 5, 6, 7]);
  });
});

describe('splitFixedColumns', () => {
  const flat = [col(1), col(2), col(3), col(4)];

  it('pins the first leftFixed and last rightFixed top-level columns', () => {
    const split = splitFixedColumns(flat, { leftFixed: 1, rightFixed: 2 }, 1024);
    expect([ids(split.left), ids(split.center), ids(split.right)]).toEqual([[1], [2], [3, 4]]);
  });

  it('pins nothing below 768 px and pins at 768 px', () => {
    const narrow = splitFixedColumns(flat, { leftFixed: 1, rightFixed: 1 }, 767);
    expect([ids(narrow.left), ids(narrow.center), ids(narrow.right)]).toEqual([[], [1, 2, 3, 4], []]);
    expect(ids(splitFixedColumns(flat, { leftFixed: 1 }, 768).left)).toEqual([1]);
  });

  it('clamps counts so no column is drawn twice', () => {
    const split = splitFixedColumns(flat, { leftFixed: 3, rightFixed: 5 }, 1024);
    expect([ids(split.left), ids(split.center), ids(split.right)]).toEqual([[1, 2, 3], [], [4]]);
    expect(ids(splitFixedColumns(flat, { leftFixed: -1, rightFixed: null }, 1024).center)).toEqual([1, 2, 3, 4]);
  });
});

describe('buildColumnModel', () => {
  it('applies the config, pins and gives each side header rows of the same height', () => {
    const model = buildColumnModel(columns, { leftFixed: 1, rightFixed: 1 }, { hidden: [6] }, 1280);
    expect(ids(model.leaves)).toEqual([1, 3, 5, 7]);
    expect(spans(model.left.headerRows)).toEqual([['1:1x3']]);
    expect(spans(model.center.headerRows)).toEqual([['2:2x1'], ['3:1x2', '4:1x1'], ['5:1x1']]);
    expect(spans(model.right.headerRows)).toEqual([['7:1x3']]);
  });

  it('draws every column in the center below 768 px', () => {
    const model = buildColumnModel(columns, { leftFixed: 1, rightFixed: 1 }, null, 600);
    expect(model.left.leaves).toEqual([]);
    expect(model.right.leaves).toEqual([]);
    expect(ids(model.center.leaves)).toEqual([1, 3, 5, 6, 7]);
  });
});

describe('pinning after hiding and by the room there is (issue 13)', () => {
  const wide = (id: number, width: number) => col(id, { width });
  it('counts pinned columns before hiding: hiding a pinned column does not pin the next one', () => {
    const model = buildColumnModel(
      [wide(1, 100), wide(2, 100), wide(3, 100), wide(4, 100)],
      { leftFixed: 2, rightFixed: 1 },
      { hidden: [2] },
      1280,
    );
    expect(ids(model.left.leaves)).toEqual([1]);
    expect(ids(model.center.leaves)).toEqual([3]);
    expect(ids(model.right.leaves)).toEqual([4]);
  });

  it('unpins the right side, then the left from the inside, until the pinned part is at most 60% of the grid', () => {
    const split = { left: [wide(1, 100), wide(2, 200)], center: [wide(3, 300)], right: [wide(4, 170)] };
    expect(affordablePins(split, { available: 2000, leftExtra: 48, rightExtra: 0 })).toEqual(split);
    const tight = affordablePins(split, { available: 650, leftExtra: 48, rightExtra: 0 });
    expect([ids(tight.left), ids(tight.center), ids(tight.right)]).toEqual([[1, 2], [3, 4], []]);
    const tighter = affordablePins(split, { available: 400, leftExtra: 48, rightExtra: 0 });
    expect([ids(tighter.left), ids(tighter.center), ids(tighter.right)]).toEqual([[1], [2, 3, 4], []]);
    expect(affordablePins(split, { available: null, leftExtra: 48, rightExtra: 0 })).toEqual(split);
  });
});

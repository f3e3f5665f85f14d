import { describe, expect, it } from 'vitest';
import { fixedSidesDrawn } from './fixedSidesDrawn';
import { footerVisible } from './footerVisible';
import { groupFooterVisible } from './groupFooterVisible';
import { groupRows } from './groupRows';
import { nextSort } from './nextSort';
import { rowNumber } from './rowNumber';
import { tableHeight } from './tableHeight';

describe('nextSort', () => {
  it('cycles a column ascending, descending, none', () => {
    const first = nextSort(null, 3);
    const second = nextSort(first, 3);
    expect(first).toEqual({ columnId: 3, order: 1 });
    expect(second).toEqual({ columnId: 3, order: -1 });
    expect(nextSort(second, 3)).toBeNull();
  });

  it('starts another column at ascending, whatever the current state', () => {
    expect(nextSort({ columnId: 3, order: -1 }, 4)).toEqual({ columnId: 4, order: 1 });
    expect(nextSort({ columnId: 3, order: 1 }, 4)).toEqual({ columnId: 4, order: 1 });
  });

  it('treats a numeric id and its text as the same column', () => {
    expect(nextSort({ columnId: '3', order: 1 }, 3)).toEqual({ columnId: 3, order: -1 });
  });
});

describe('rowNumber', () => {
  it('continues numbering across pages: page*pageSize - (pageSize-1) for the first row', () => {
    expect(rowNumber(1, 20, 0)).toBe(1);
    expect(rowNumber(1, 20, 19)).toBe(20);
    expect(rowNumber(3, 20, 0)).toBe(41);
    expect(rowNumber(3, 50, 9)).toBe(110);
  });
});

describe('footer visibility', () => {
  it('shows the table footer with more than one row, or with grouping more than one group', () => {
    expect(footerVisible({ rowCount: 0 })).toBe(false);
    expect(footerVisible({ rowCount: 1 })).toBe(false);
    expect(footerVisible({ rowCount: 2 })).toBe(true);
    expect(footerVisible({ rowCount: 10, groupCount: 1 })).toBe(false);
    expect(footerVisible({ rowCount: 2, groupCount: 2 })).toBe(true);
  });

  it('gives a group its footer only with more than one record', () => {
    expect(groupFooterVisible(1)).toBe(false);
    expect(groupFooterVisible(2)).toBe(true);
  });
});

describe('groupRows', () => {
  const rows = [
    { id: 1, region: 'Tashkent' },
    { id: 2, region: 'Samarkand' },
    { id: 3, region: 'Tashkent' },
    { id: 4, region: null },
  ];
  const shape = (lines: ReturnType<typeof groupRows<(typeof rows)[number]>>) =>
    lines.map((line) =>
      line.kind === 'row' ? `row ${line.row.id}@${line.index}` : `${line.kind} ${String(line.key)} (${line.records.length})`,
    );

  it('lays rows out as they are without groupBy', () => {
    expect(shape(groupRows(rows))).toEqual(['row 1@0', 'row 2@1', 'row 3@2', 'row 4@3']);
  });

  it('puts a header before each group in order of appearance and a footer after groups of two or more', () => {
    expect(shape(groupRows(rows, 'region'))).toEqual([
      'groupHeader Tashkent (2)',
      'row 1@0',
      'row 3@2',
      'groupFooter Tashkent (2)',
      'groupHeader Samarkand (1)',
      'row 2@1',
      'groupHeader null (1)',
      'row 4@3',
    ]);
  });
});

describe('tableHeight', () => {
  const parts = { header: 40, pagination: 30, control: 35, filter: 50, below: 24 };

  it('subtracts the measured parts and the page space below the table from the viewport height', () => {
    expect(tableHeight({ viewportHeight: 1000, ...parts })).toBe(1000 - 40 - 30 - 35 - 50 - 24);
    expect(tableHeight({ viewportHeight: 800, ...parts })).toBe(621);
    expect(tableHeight({ viewportHeight: 800, ...parts, below: 0 })).toBe(645);
  });

  it('subtracts nothing on screens shorter than 800 px and never goes below 0', () => {
    expect(tableHeight({ viewportHeight: 799, ...parts })).toBe(799);
    expect(tableHeight({ viewportHeight: 900, ...parts, filter: 2000 })).toBe(0);
  });
});

describe('fixedSidesDrawn', () => {
  it('draws fixed side tables from 768 px up', () => {
    expect(fixedSidesDrawn(767)).toBe(false);
    expect(fixedSidesDrawn(768)).toBe(true);
  });
});

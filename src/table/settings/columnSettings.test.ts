import { describe, expect, it } from 'vitest';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { applyColumnConfig } from '../../core/table/applyColumnConfig';
import { col } from '../../core/table/testing/testColumn';
import { moveColumn } from './moveColumn';
import type { SettingsColumn } from './SettingsColumn';
import { settingsColumns } from './settingsColumns';
import { settingsToConfig } from './settingsToConfig';

// 1 | group 2 (3, 4) | 5
const columns: TableColumnMeta[] = [col(1), col(2, {}, [col(3), col(4)]), col(5)];
const keys = (tree: SettingsColumn[]): unknown[] => tree.map((c) => (c.children.length ? [c.key, keys(c.children)] : c.key));
const shape = (cols: TableColumnMeta[]): unknown[] => cols.map((c) => (c.children?.length ? [c.title, shape(c.children)] : c.title));

describe('settingsColumns', () => {
  it('lists every column, hidden ones too, in the saved order per sibling list', () => {
    const tree = settingsColumns(columns, { order: { '5': 0, '1': 1, '4': 0 }, hidden: [1], titles: { '1': 'X' } });
    expect(keys(tree)).toEqual(['5', '1', ['2', ['4', '3']]]);
    expect(tree[1].title).toBe('c1');
  });

  it('keeps the server order without a config', () => {
    expect(keys(settingsColumns(columns, null))).toEqual(['1', ['2', ['3', '4']], '5']);
  });
});

describe('moveColumn', () => {
  const tree = settingsColumns(columns, null);

  it('moves a column among its siblings', () => {
    expect(keys(moveColumn(tree, '5', -1))).toEqual(['1', '5', ['2', ['3', '4']]]);
    expect(keys(moveColumn(tree, '1', 1))).toEqual([['2', ['3', '4']], '1', '5']);
    expect(keys(moveColumn(tree, '3', 1))).toEqual(['1', ['2', ['4', '3']], '5']);
  });

  it('leaves the tree as it is past either end, and does not change its input', () => {
    expect(moveColumn(tree, '1', -1)).toBe(tree);
    expect(moveColumn(tree, '4', 1)).toBe(tree);
    expect(moveColumn(tree, 'nope', 1)).toBe(tree);
    moveColumn(tree, '5', -1);
    expect(keys(tree)).toEqual(['1', ['2', ['3', '4']], '5']);
  });
});

describe('settingsToConfig', () => {
  it('saves positions of every sibling list, changed non-empty titles and hidden ids', () => {
    const tree = moveColumn(moveColumn(settingsColumns(columns, null), '5', -1), '4', -1);
    const config = settingsToConfig(tree, new Set(['3']), { '1': '  Ф.И.Ш. ', '2': '', '5': 'c5', '4': 'Сумма' });
    expect(config).toEqual({
      order: { '1': 0, '5': 1, '2': 2, '4': 0, '3': 1 },
      titles: { '1': 'Ф.И.Ш.', '4': 'Сумма' },
      hidden: [3],
    });
  });

  it('round-trips through applyColumnConfig: the table shows what the dialog showed', () => {
    const tree = moveColumn(moveColumn(settingsColumns(columns, null), '1', 1), '4', -1);
    const config = settingsToConfig(tree, new Set(['5']), { '3': 'Учинчи' });
    expect(shape(applyColumnConfig(columns, config))).toEqual([['c2', ['c4', 'Учинчи']], 'c1']);
    // Reopening the dialog with the saved config lists the same order again.
    expect(keys(settingsColumns(columns, config))).toEqual([['2', ['4', '3']], '1', '5']);
  });

  it('hides a whole group by its id', () => {
    const config = settingsToConfig(settingsColumns(columns, null), new Set(['2']), {});
    expect(shape(applyColumnConfig(columns, config))).toEqual(['c1', 'c5']);
  });
});

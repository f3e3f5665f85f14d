import { describe, expect, it } from 'vitest';
import { layoutBodyLines } from './layoutBodyLines';

const rows = ['a', 'b', 'a', 'c'].map((region, i) => ({ original: { id: i + 1, region } }));
const shape = (lines: ReturnType<typeof layoutBodyLines>) =>
  Array.from({ length: lines.count }, (_, position) => {
    const line = lines.at(position);
    return line.kind === 'row' ? `row ${line.row.id}@${line.index}` : `${line.kind} ${String(line.key)}`;
  });

describe('layoutBodyLines', () => {
  it('reads an ungrouped body as its rows in display order, each at its own position', () => {
    const lines = layoutBodyLines(rows, null, true);
    expect(shape(lines)).toEqual(['row 1@0', 'row 2@1', 'row 3@2', 'row 4@3']);
    expect(lines.groupCount).toBeNull();
    expect(lines.positionOf(2)).toBe(2);
  });

  it('lays out groups with their headers and footers, and finds a row among them for keyboard moves', () => {
    const lines = layoutBodyLines(rows, 'region', true);
    expect(shape(lines)).toEqual([
      'groupHeader a',
      'row 1@0',
      'row 3@2',
      'groupFooter a',
      'groupHeader b',
      'row 2@1',
      'groupHeader c',
      'row 4@3',
    ]);
    expect(lines.groupCount).toBe(3);
    expect([0, 1, 2, 3].map((index) => lines.positionOf(index))).toEqual([1, 5, 2, 7]);
  });

  it('leaves out group footers when no column has a footer', () => {
    const lines = layoutBodyLines(rows, 'region', false);
    expect(shape(lines)).not.toContain('groupFooter a');
    expect(lines.count).toBe(7);
    expect(lines.positionOf(3)).toBe(6);
  });
});

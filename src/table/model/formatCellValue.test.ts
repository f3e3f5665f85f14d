import { describe, expect, it, vi } from 'vitest';
import { col } from '../../core/table/testing/testColumn';
import { formatCellValue } from './formatCellValue';

const cell = (extra: Parameters<typeof col>[1], row: Record<string, unknown>) => formatCellValue(col(1, { dataField: 'v', ...extra }), row);

describe('formatCellValue', () => {
  it('shows null, undefined and a column without a field as empty', () => {
    expect(cell({}, { v: null })).toBe('');
    expect(cell({}, {})).toBe('');
    expect(cell({ cellFormat: 'date' }, { v: undefined })).toBe('');
    expect(formatCellValue(col(1), { v: 5 })).toBe('');
  });

  it('formats numbers with up to 4 decimals or the column numberFormat, and numeric text only with numberFormat', () => {
    expect(cell({}, { v: 1234567.891234 })).toBe('1 234 567.8912');
    expect(cell({ numberFormat: 2 }, { v: 1234.5 })).toBe('1 234.50');
    expect(cell({ numberFormat: 0 }, { v: '2500.4' })).toBe('2 500');
    expect(cell({}, { v: '2500.4' })).toBe('2500.4');
    expect(cell({ numberFormat: 2 }, { v: 'n/a' })).toBe('n/a');
    expect(cell({}, { v: 'Toshkent' })).toBe('Toshkent');
  });

  it('shows records and lists as JSON and other values as text', () => {
    expect(cell({}, { v: { a: 1 } })).toBe('{"a":1}');
    expect(cell({}, { v: [1, 'x'] })).toBe('[1,"x"]');
    expect(cell({}, { v: true })).toBe('true');
  });

  it('formats date, datetime and time', () => {
    expect(cell({ cellFormat: 'date' }, { v: '2024-03-05' })).toBe('05.03.2024');
    expect(cell({ cellFormat: 'datetime' }, { v: '2024-03-05T14:07:09' })).toBe('05.03.2024 14:07');
    expect(cell({ cellFormat: 'datetime' }, { v: new Date(2024, 11, 31, 23, 59) })).toBe('31.12.2024 23:59');
    expect(cell({ cellFormat: 'time' }, { v: '2024-03-05T09:30:00' })).toBe('09:30');
    expect(cell({ cellFormat: 'time' }, { v: '9:05:30' })).toBe('09:05');
    expect(cell({ cellFormat: ' time ' }, { v: '14:30:00.123+05' })).toBe('14:30');
  });

  it('shows a date that does not parse as plain text', () => {
    expect(cell({ cellFormat: 'date' }, { v: 'ertaga' })).toBe('ertaga');
    expect(cell({ cellFormat: 'date' }, { v: '' })).toBe('');
    expect(cell({ cellFormat: 'date' }, { v: true })).toBe('true');
  });

  it('shows a tick for true flags and nothing for false ones', () => {
    expect(cell({ cellFormat: 'boolean' }, { v: true })).toBe('✓');
    expect(cell({ cellFormat: 'boolean' }, { v: 't' })).toBe('✓');
    expect(cell({ cellFormat: 'boolean' }, { v: 1 })).toBe('✓');
    expect(cell({ cellFormat: 'boolean' }, { v: false })).toBe('');
    expect(cell({ cellFormat: 'boolean' }, { v: 'f' })).toBe('');
  });

  it('formats percent and number formats, keeping non-numbers as text', () => {
    expect(cell({ cellFormat: 'percent' }, { v: 12.345678 })).toBe('12.3457 %');
    expect(cell({ cellFormat: 'percent', numberFormat: 1 }, { v: '40' })).toBe('40.0 %');
    expect(cell({ cellFormat: 'percent' }, { v: 'yo‘q' })).toBe('yo‘q');
    expect(cell({ cellFormat: 'number' }, { v: '1234567' })).toBe('1 234 567');
    expect(cell({ cellFormat: 'number' }, { v: 'abc' })).toBe('abc');
  });

  it('fills a template from the row, missing and inherited fields empty', () => {
    const row = { v: 1, last: 'Karimov', first: 'Ali', code: 0, none: null };
    expect(cell({ cellFormat: '{last} { first } ({code})' }, row)).toBe('Karimov Ali (0)');
    expect(cell({ cellFormat: '{missing}-{none}-{constructor}' }, row)).toBe('--');
    expect(cell({ cellFormat: '№{v}' }, { v: 7 })).toBe('№7');
    expect(cell({ cellFormat: '<b>{v}</b>' }, { v: 7 })).toBe('<b>7</b>');
  });

  it('treats an unknown named format as no format', () => {
    expect(cell({ cellFormat: 'money' }, { v: 1500 })).toBe('1 500');
  });

  it('logs a failing format and falls back to the plain value', () => {
    const log = vi.fn();
    const row = { v: 'plain' } as Record<string, unknown>;
    Object.defineProperty(row, 'broken', {
      enumerable: true,
      get: () => {
        throw new Error('getter failed');
      },
    });
    expect(formatCellValue(col(9, { dataField: 'v', cellFormat: '{broken}' }), row, { log })).toBe('plain');
    expect(log).toHaveBeenCalledExactlyOnceWith('[platon] cell format of column 9 failed', expect.any(Error));

    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatCellValue(col(10, { dataField: 'v' }), { v: cyclic }, { log })).toBe('[object Object]');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('logs to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatCellValue(col(11, { dataField: 'v' }), { v: { n: 1n } })).toBe('[object Object]');
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it("'translate' shows the value, or each item of a list, in the reader's language, without JSON brackets", () => {
    const lookup = (text: string) => ({ Русча: 'Russian', Администратор: 'Administrator' })[text] ?? text;
    const column = col(12, { dataField: 'v', cellFormat: 'translate' });
    expect(formatCellValue(column, { v: 'Русча' }, { lookup })).toBe('Russian');
    expect(formatCellValue(column, { v: ['Администратор', 'reports.view'] }, { lookup })).toBe('Administrator, reports.view');
    expect(formatCellValue(column, { v: 'Администратор, reports.view' }, { lookup })).toBe('Administrator, reports.view');
    expect(formatCellValue(column, { v: [] }, { lookup })).toBe('');
    expect(formatCellValue(column, { v: ['Русча'] })).toBe('Русча');
  });
});

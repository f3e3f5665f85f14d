import { describe, expect, it } from 'vitest';
import { consoleCsv } from './consoleCsv';

describe('consoleCsv', () => {
  it('writes RFC 4180 with a BOM, quoting what needs it and disarming formulas', () => {
    const csv = consoleCsv({
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'note', type: 'text' },
        { name: 'flag', type: 'boolean' },
      ],
      rows: [
        [1, 'a, "b"\nc', true],
        [-2, '=HYPERLINK("x")', null],
      ],
    });
    expect(csv).toBe('\uFEFFid,note,flag\r\n1,"a, ""b""\nc",true\r\n-2,"\'=HYPERLINK(""x"")",\r\n');
  });
});

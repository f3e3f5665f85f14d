import { describe, expect, it } from 'vitest';
import { PREPARED_STATEMENT } from '../db/preparedStatement';
import { normaliseSql } from './normaliseSql';

describe('normaliseSql', () => {
  it('keeps no value: literals become ?, parameter lists fold', () => {
    expect(normaliseSql("select * from t where a = 'it''s secret' and b in ($1, $2, $3) limit 50 offset $4")).toBe(
      'select * from t where a = ? and b in ($n) limit ? offset $4',
    );
  });

  it('keeps names that hold digits, drops the prepared marker and folds whitespace', () => {
    expect(normaliseSql(`${PREPARED_STATEMENT}\n  SELECT "col1", t2.x3\n FROM  t2`)).toBe('SELECT "col1", t2.x3 FROM t2');
  });

  it('cuts a very long text', () => {
    expect(normaliseSql(`select ${'a, '.repeat(2_000)}b`).length).toBeLessThanOrEqual(2_001);
  });
});

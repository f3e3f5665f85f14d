import { PREPARED_STATEMENT } from '../db/preparedStatement';

/** Longer texts are cut: the start of a statement says which one it is. */
const MAX_TEXT = 2_000;

/**
 * A statement's text as the metrics keep it: without values, so one statement with different values is one
 * row and no value (a name, a token) is ever stored. Kysely's statements carry only `$n` parameters; an
 * administrator's table SQL may hold literals, which become `?`. Lists of parameters (`IN ($1, $2, $3)`)
 * fold into one, whitespace into single spaces, and the prepared-statement marker is dropped.
 *
 * @example
 * normaliseSql("select * from t where a = 'x' and b in ($1, $2, $3) limit 50");
 * // "select * from t where a = ? and b in ($n) limit ?"
 */
export function normaliseSql(text: string): string {
  const normal = text
    .replace(PREPARED_STATEMENT, '')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+(?:\s*,\s*\$\d+)*/g, (list) => (list.includes(',') ? '$n' : list))
    .replace(/(?<![\w$."])-?\b\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return normal.length > MAX_TEXT ? `${normal.slice(0, MAX_TEXT)}…` : normal;
}

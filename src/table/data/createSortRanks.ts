/**
 * Sort ranks of a client-side table's rows (docs/behaviour.md §4 sorting; docs/performance.md: 100,000 rows sorted in <= 100 ms):
 * for a field, each row's position in ascending order, computed once per field from a plain key (the number,
 * or the lower-cased text), never from formatted cell text. Sorting then only places each row at its rank.
 * Text that repeats its values (statuses, regions, dates) is ranked by sorting its distinct values, which is
 * several times faster than comparing 100,000 rows and gives the same ranks.
 * Empty values (null, undefined, '') come last ascending and first descending, as PostgreSQL orders NULLs,
 * so a client-side sort matches what the server would have sent. Ties keep the loaded order.
 * A field is numeric when every non-empty value is a number or numeric text.
 *
 * @example
 * const rankOf = createSortRanks(rows);
 * rankOf('amount')[3]; // where row 3 lands when sorted by amount ascending
 */
export function createSortRanks(rows: readonly Record<string, unknown>[]): (field: string) => Uint32Array {
  const cache = new Map<string, Uint32Array>();
  return (field) => {
    let ranks = cache.get(field);
    if (!ranks) {
      ranks = computeRanks(rows, field);
      cache.set(field, ranks);
    }
    return ranks;
  };
}

const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

function computeRanks(rows: readonly Record<string, unknown>[], field: string): Uint32Array {
  const count = rows.length;
  const order: number[] = new Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  if (isNumericField(rows, field)) {
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const value = rows[i][field];
      keys[i] = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
    }
    order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      // NaN marks an empty value: after every number.
      if (x !== x) return y !== y ? a - b : 1;
      if (y !== y) return -1;
      return x - y || a - b;
    });
  } else {
    const keys: (string | null)[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const value = rows[i][field];
      keys[i] = value === null || value === undefined || value === '' ? null : String(value).toLowerCase();
    }
    if (fewDistinct(keys)) return ranksByDistinct(keys);
    order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (x === null) return y === null ? a - b : 1;
      if (y === null) return -1;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
  }
  const ranks = new Uint32Array(count);
  for (let position = 0; position < count; position++) ranks[order[position]] = position;
  return ranks;
}

/** Rows looked at to guess whether a text field repeats its values (statuses, regions, dates) or not (names). */
const SAMPLE = 1024;

/** At most half of an even sample of the keys differ: sorting the distinct values is then the cheaper way. */
function fewDistinct(keys: readonly (string | null)[]): boolean {
  const step = Math.max(1, Math.floor(keys.length / SAMPLE));
  const seen = new Set<string | null>();
  let sampled = 0;
  for (let i = 0; i < keys.length; i += step, sampled++) seen.add(keys[i]);
  return seen.size * 2 <= sampled;
}

/**
 * The same ranks as the comparison sort, from the distinct keys: they are sorted (far fewer than the rows),
 * each gets the first position of its run, and the rows take the positions of their run in loaded order.
 */
function ranksByDistinct(keys: readonly (string | null)[]): Uint32Array {
  const count = keys.length;
  const idOf = new Map<string, number>();
  const distinct: string[] = [];
  const ids = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const key = keys[i];
    if (key === null) {
      ids[i] = -1;
      continue;
    }
    let id = idOf.get(key);
    if (id === undefined) {
      id = distinct.length;
      idOf.set(key, id);
      distinct.push(key);
    }
    ids[i] = id;
  }
  const sizes = new Uint32Array(distinct.length);
  for (let i = 0; i < count; i++) if (ids[i] >= 0) sizes[ids[i]] += 1;
  const byKey = Array.from(distinct.keys()).sort((a, b) => (distinct[a] < distinct[b] ? -1 : 1));
  const next = new Uint32Array(distinct.length);
  let position = 0;
  for (const id of byKey) {
    next[id] = position;
    position += sizes[id];
  }
  // Empty values after every key, in loaded order.
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++) ranks[i] = ids[i] < 0 ? position++ : next[ids[i]]++;
  return ranks;
}

function isNumericField(rows: readonly Record<string, unknown>[], field: string): boolean {
  let seen = false;
  for (const row of rows) {
    const value = row[field];
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number') {
      seen = true;
      continue;
    }
    if (typeof value === 'string' && NUMERIC_TEXT.test(value)) {
      seen = true;
      continue;
    }
    return false;
  }
  return seen;
}

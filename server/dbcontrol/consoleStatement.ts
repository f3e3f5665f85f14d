/** What the console makes of an administrator's text before the database sees it. */
export type ConsoleStatement =
  /** A query that can be read as a subquery: wrapped, so the row cap is a LIMIT. */
  | { kind: 'query'; text: string }
  /** EXPLAIN or SHOW: run as written (they cannot be a subquery), rows capped after reading. */
  | { kind: 'utility'; text: string }
  | { kind: 'empty' }
  /** More than one statement. */
  | { kind: 'several' }
  /** A statement that is not a read (INSERT, CREATE, SET...). */
  | { kind: 'write'; keyword: string };

const QUERY_KEYWORDS = new Set(['select', 'with', 'values', 'table']);
const UTILITY_KEYWORDS = new Set(['explain', 'show']);

/**
 * Reads the statement's shape with a small PostgreSQL lexer (comments, quoted strings, quoted identifiers,
 * dollar quotes): one statement only (trailing semicolons are dropped), and its first keyword says whether
 * it reads. This is for a clear answer only, and safety never rests on it: the database itself takes one
 * statement per call (the extended protocol), in a READ ONLY transaction that is rolled back, as a role
 * that cannot write on PostgreSQL (docs/sql-console.md). A text this lexer misreads is refused there.
 *
 * @example
 * consoleStatement('select 1;');             // { kind: 'query', text: 'select 1' }
 * consoleStatement('select 1; delete from t'); // { kind: 'several' }
 * consoleStatement('delete from t');        // { kind: 'write', keyword: 'DELETE' }
 */
export function consoleStatement(source: string): ConsoleStatement {
  const ends = statementEnds(source);
  const pieces: string[] = [];
  let start = 0;
  for (const end of [...ends, source.length]) {
    const piece = source.slice(start, end);
    if (hasCode(piece)) pieces.push(piece);
    start = end + 1;
  }
  if (pieces.length === 0) return { kind: 'empty' };
  if (pieces.length > 1) return { kind: 'several' };
  const text = pieces[0].trim();
  const keyword = firstKeyword(text);
  if (QUERY_KEYWORDS.has(keyword)) return { kind: 'query', text };
  if (UTILITY_KEYWORDS.has(keyword)) return { kind: 'utility', text };
  return { kind: 'write', keyword: keyword.toUpperCase() };
}

/** Offsets of the semicolons that end statements (outside strings, identifiers and comments). */
function statementEnds(text: string): number[] {
  const ends: number[] = [];
  scan(text, (index, char) => {
    if (char === ';') ends.push(index);
  });
  return ends;
}

/** Whether the text holds anything besides whitespace and comments. */
function hasCode(text: string): boolean {
  let code = false;
  scan(text, (_index, char) => {
    if (!/\s/.test(char)) code = true;
  });
  return code;
}

/** The first word of code, lower-cased ('' when it starts otherwise, e.g. with a parenthesis). */
function firstKeyword(text: string): string {
  let first = -1;
  scan(text, (index) => {
    if (first < 0 && !/\s/.test(text[index])) first = index;
  });
  const match = first < 0 ? null : /^[A-Za-z_]+/.exec(text.slice(first));
  // A parenthesised query, '(SELECT 1) UNION (SELECT 2)', reads too.
  if (!match && first >= 0 && text[first] === '(') return 'select';
  return match ? match[0].toLowerCase() : '';
}

/**
 * Characters that continue a name or keyword as PostgreSQL's lexer reads them: letters, digits, `_`, `$` and
 * anything outside ASCII. A `$` right after one of them is part of the name (`a$$b$` is one identifier), not
 * the start of a dollar quote.
 */
const NAME_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
/** A dollar quote's opening tag: `$$` or `$name$`, the name not starting with a digit. */
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/**
 * Calls `visit` for each character of code, skipping comments (`--`, nested `/* *\/`) and the insides of
 * quoted literals ('...', E'...', "...", $tag$...$tag$), which are reported as one space-free marker.
 */
function scan(text: string, visit: (index: number, char: string) => void): void {
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (char === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        if (text[i] === '/' && text[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (char === "'" || char === '"') {
      visit(i, char);
      // E'...' strings may escape a quote with a backslash; standard strings only by doubling it.
      const escapes = char === "'" && i > 0 && /[eE]/.test(text[i - 1]) && !NAME_CHAR.test(text[i - 2] ?? '');
      i += 1;
      while (i < text.length) {
        if (escapes && text[i] === '\\') i += 2;
        else if (text[i] === char && text[i + 1] === char) i += 2;
        else if (text[i] === char) break;
        else i += 1;
      }
      i += 1;
    } else if (char === '$' && !NAME_CHAR.test(text[i - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(text.slice(i));
      if (!tag) {
        visit(i, char);
        i += 1;
        continue;
      }
      visit(i, char);
      const end = text.indexOf(tag[0], i + tag[0].length);
      i = end < 0 ? text.length : end + tag[0].length;
    } else {
      visit(i, char);
      i += 1;
    }
  }
}

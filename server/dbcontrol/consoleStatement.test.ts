import { describe, expect, it } from 'vitest';
import { consoleStatement } from './consoleStatement';

describe('consoleStatement', () => {
  it('takes one read statement, trailing semicolons and comments dropped', () => {
    expect(consoleStatement('  SELECT 1;;  -- done\n')).toEqual({ kind: 'query', text: 'SELECT 1' });
    expect(consoleStatement('/* a /* nested */ note */ with x as (select 1) select * from x')).toMatchObject({ kind: 'query' });
    expect(consoleStatement('(select 1) union (select 2)')).toMatchObject({ kind: 'query' });
    expect(consoleStatement('explain select 1')).toMatchObject({ kind: 'utility' });
    expect(consoleStatement('SHOW server_version')).toMatchObject({ kind: 'utility' });
  });

  it('refuses a second statement, however it hides', () => {
    expect(consoleStatement('select 1; delete from users')).toEqual({ kind: 'several' });
    expect(consoleStatement("select ';' ; drop table x")).toEqual({ kind: 'several' });
    expect(consoleStatement('select 1 /* ; */; select 2')).toEqual({ kind: 'several' });
  });

  it('keeps semicolons inside strings, identifiers and dollar quotes', () => {
    expect(consoleStatement("select 'a;b', \"c;d\", $$e;f$$, $t$g;h$t$, E'i\\';j'")).toMatchObject({ kind: 'query' });
    expect(consoleStatement("select 'it''s; fine'")).toMatchObject({ kind: 'query' });
  });

  it('reads `$` inside a name as part of it, not as a dollar quote (issue 39)', () => {
    const attack = `EXPLAIN SELECT 1 AS a$$b$; COMMIT; UPDATE users SET permissions='["platon.admin"]' WHERE username='user'; BEGIN; SELECT 1 --$b$`;
    expect(consoleStatement(attack)).toEqual({ kind: 'several' });
    expect(consoleStatement('SELECT 1 AS ф$$b$; DELETE FROM users; SELECT 1 --$b$')).toEqual({ kind: 'several' });
    expect(consoleStatement('SELECT a$b$c, x$1 FROM t')).toMatchObject({ kind: 'query' });
    expect(consoleStatement('SELECT $1, $ф$;$ф$, $_x$;$_x$')).toMatchObject({ kind: 'query' });
  });

  it('names what is not a read, and sees an empty text', () => {
    expect(consoleStatement('delete from users')).toEqual({ kind: 'write', keyword: 'DELETE' });
    expect(consoleStatement('-- only a comment\n')).toEqual({ kind: 'empty' });
    expect(consoleStatement(' ; ')).toEqual({ kind: 'empty' });
    expect(consoleStatement('set statement_timeout = 0')).toEqual({ kind: 'write', keyword: 'SET' });
  });
});

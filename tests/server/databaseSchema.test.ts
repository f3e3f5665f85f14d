import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * `server/db/DatabaseSchema.ts` is the TypeScript picture of the tables the migrations make; nothing but
 * this test ties the two together. The picture is read with the TypeScript compiler from the source itself
 * (so nothing is written twice) and laid over `information_schema.columns` of a migrated database: every
 * table and column on both sides, each column's type and nullability compatible. Runs on PGlite and, with
 * scripts/with-postgres.mjs, on PostgreSQL.
 */

/** Kysely's migrator keeps its own books; they are not the application's tables. */
const BOOKKEEPING = new Set(['platon_migrations', 'platon_migrations_lock']);

/** What a column reads back as, in the few kinds this comparison needs. */
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'array' | 'object' | 'unknown';

interface DeclaredColumn {
  /** The kinds of the type a select gives (ColumnType's first argument, Generated's argument), null left out. */
  kinds: Set<Kind>;
  nullable: boolean;
  /** The type as written, for messages. */
  text: string;
}

/** Table name -> column name -> column. */
type Schema = Map<string, Map<string, DeclaredColumn>>;
type LiveSchema = Map<string, Map<string, LiveColumn>>;

interface LiveColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

/**
 * The TypeScript kinds a PostgreSQL type may be declared as. bigint and numeric come back as strings from
 * `pg` and as numbers from PGlite (see the head of DatabaseSchema.ts); json may hold anything.
 */
const COMPATIBLE: Record<string, Kind[]> = {
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  inet: ['string'],
  integer: ['number'],
  smallint: ['number'],
  real: ['number'],
  'double precision': ['number'],
  bigint: ['number', 'string'],
  numeric: ['number', 'string'],
  boolean: ['boolean'],
  'timestamp with time zone': ['date'],
  'timestamp without time zone': ['date'],
  date: ['date', 'string'],
  jsonb: ['string', 'number', 'boolean', 'array', 'object', 'unknown'],
  json: ['string', 'number', 'boolean', 'array', 'object', 'unknown'],
  ARRAY: ['array'],
};

/** What DatabaseSchema.ts declares, read by the compiler. */
function readDeclaredSchema(): Schema {
  const file = fileURLToPath(new URL('../../server/db/DatabaseSchema.ts', import.meta.url));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const root = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DatabaseSchema',
  );
  if (!root) throw new Error('DatabaseSchema.ts declares no interface DatabaseSchema');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(root))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(table, root))) {
      columns.set(column.name, describeColumn(checker, checker.getTypeOfSymbolAtLocation(column, root)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Kysely's ColumnType<S, I, U> and Generated<S> are objects with `__select__`: what a row holds is S. */
function describeColumn(checker: ts.TypeChecker, declared: ts.Type): DeclaredColumn {
  const selectSymbol = declared.getProperty('__select__');
  const selected = selectSymbol ? checker.getTypeOfSymbol(selectSymbol) : declared;
  const members = selected.isUnion() ? selected.types : [selected];
  const kinds = new Set<Kind>();
  let nullable = false;
  for (const member of members) {
    if (member.flags & ts.TypeFlags.Null) nullable = true;
    else kinds.add(kindOf(checker, member));
  }
  return { kinds, nullable, text: checker.typeToString(selected) };
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): Kind {
  const f = type.flags;
  if (f & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral | ts.TypeFlags.TemplateLiteral)) return 'string';
  if (f & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return 'number';
  if (f & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return 'boolean';
  if (f & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'unknown';
  if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
  if (type.getSymbol()?.name === 'Date') return 'date';
  return 'object';
}

let database: TestDatabase;
let declared: Schema;
let live: LiveSchema;

beforeAll(async () => {
  declared = readDeclaredSchema();
  database = await createTestDatabase('migrated');
  const { rows } = await sql<LiveColumn>`
    SELECT table_name, column_name, data_type, is_nullable
    FROM information_schema.columns
    WHERE table_schema = current_schema()
    ORDER BY table_name, ordinal_position`.execute(database.db);
  live = new Map();
  for (const row of rows) {
    if (BOOKKEEPING.has(row.table_name)) continue;
    if (!live.has(row.table_name)) live.set(row.table_name, new Map());
    live.get(row.table_name)!.set(row.column_name, row);
  }
});
afterAll(async () => database?.drop());

/** Tables on one side only. */
function tableDifferences(mine: Schema, theirs: LiveSchema): string[] {
  return [
    ...[...theirs.keys()].filter((table) => !mine.has(table)).map((table) => `${table}: in the database, not in DatabaseSchema.ts`),
    ...[...mine.keys()].filter((table) => !theirs.has(table)).map((table) => `${table}: in DatabaseSchema.ts, not in the database`),
  ];
}

/** Columns on one side only, in the tables on both. */
function columnDifferences(mine: Schema, theirs: LiveSchema): string[] {
  const differences: string[] = [];
  for (const [table, columns] of theirs) {
    const declaredColumns = mine.get(table);
    if (!declaredColumns) continue;
    for (const column of columns.keys())
      if (!declaredColumns.has(column)) differences.push(`${table}.${column}: in the database, not in DatabaseSchema.ts`);
    for (const column of declaredColumns.keys())
      if (!columns.has(column)) differences.push(`${table}.${column}: in DatabaseSchema.ts, not in the database`);
  }
  return differences;
}

/** Columns on both sides whose declared type or nullability the database does not give. */
function typeDifferences(mine: Schema, theirs: LiveSchema): string[] {
  const differences: string[] = [];
  for (const [table, columns] of theirs) {
    for (const [name, column] of columns) {
      const declaredColumn = mine.get(table)?.get(name);
      if (!declaredColumn) continue;
      const where = `${table}.${name} (${column.data_type} ${column.is_nullable === 'YES' ? 'null' : 'not null'}, declared ${declaredColumn.text})`;
      const allowed = COMPATIBLE[column.data_type];
      if (!allowed) differences.push(`${where}: no TypeScript kind is known for ${column.data_type}`);
      else if (declaredColumn.kinds.size === 0 || [...declaredColumn.kinds].some((kind) => !allowed.includes(kind)))
        differences.push(`${where}: type`);
      // `unknown` (a json value read as is) admits null as well as anything else.
      const nullable = column.is_nullable === 'YES';
      if (!declaredColumn.kinds.has('unknown') && declaredColumn.nullable !== nullable) differences.push(`${where}: nullability`);
    }
  }
  return differences;
}

describe('DatabaseSchema.ts against the migrated database', () => {
  it('reads a plausible picture of both sides', () => {
    expect(declared.size).toBeGreaterThan(30);
    expect(declared.get('users')?.get('username')).toMatchObject({ nullable: false, kinds: new Set(['string']) });
    expect(declared.get('users')?.get('full_name')).toMatchObject({ nullable: true, kinds: new Set(['string']) });
    expect(declared.get('users')?.get('created_at')).toMatchObject({ nullable: false, kinds: new Set(['date']) });
    expect(declared.get('users')?.get('org_id')).toMatchObject({ nullable: true, kinds: new Set(['number', 'string']) });
    expect(live.get('users')?.get('username')).toMatchObject({ data_type: 'text', is_nullable: 'NO' });
  });

  it('has the same tables as the database', () => {
    expect(tableDifferences(declared, live)).toEqual([]);
  });

  it('has the same columns in every table', () => {
    expect(columnDifferences(declared, live)).toEqual([]);
  });

  it('declares every column with a type and nullability the database gives', () => {
    expect(typeDifferences(declared, live)).toEqual([]);
  });

  it('finds a table, a column, a type and a nullability that differ (the comparison is not vacuous)', () => {
    const altered: Schema = new Map([...declared].map(([table, columns]) => [table, new Map(columns)]));
    altered.delete('menus');
    altered.get('users')!.delete('email');
    altered.get('users')!.set('username', { kinds: new Set(['number']), nullable: false, text: 'number' });
    altered.get('users')!.set('full_name', { kinds: new Set(['string']), nullable: false, text: 'string' });
    expect(tableDifferences(altered, live)).toEqual(['menus: in the database, not in DatabaseSchema.ts']);
    expect(columnDifferences(altered, live)).toEqual(['users.email: in the database, not in DatabaseSchema.ts']);
    expect(typeDifferences(altered, live)).toEqual([
      'users.username (text not null, declared number): type',
      'users.full_name (text null, declared string): nullability',
    ]);
  });
});

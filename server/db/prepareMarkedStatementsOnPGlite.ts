import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { preparedStatementName } from './preparedStatement';
import { readOnlyOpening, readOnlyTimeout, writeReadOnlyBatch } from './readOnlyStatement';

const { serialize } = protocol;

/**
 * Runs the texts marked by readOnlyStatement on embedded PGlite as PostgreSQL's driver does (ReadOnlyQuery):
 * the statement is parsed and described once under its name (preparedStatementName), and each call is then
 * one call into the database: BEGIN READ ONLY and its settings, the bound statement with its generic plan,
 * COMMIT. PGlite's own `query` sends six protocol messages one at a time and parses and plans the text
 * again every time; a table page was that four times (BEGIN, settings, the read, COMMIT). For a 100-row page
 * of 20 columns that was 4.5 ms of the server's one thread, and is 1.6 ms now; an administrator's five-join
 * SQL saves more, as its planning was most of it. Everything else goes to PGlite's `query` unchanged.
 *
 * The values are written by PGlite's serializers for the parameter types the description gave, and the
 * rows read by its parsers, as its `query` does. A failed call is rolled back and its statement forgotten, so
 * the next call prepares it afresh (a table changed under it, for instance). The instance itself is left as
 * it is: what comes back is a view of it for the Kysely dialect, with statements of its own.
 *
 * @example
 * const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(prepareMarkedStatementsOnPGlite(instance)) });
 */
export function prepareMarkedStatementsOnPGlite(instance: PGlite): PGlite {
  /** The parameter types of each statement prepared through this view, by name. */
  const prepared = new Map<string, number[]>();

  const readOnly = async (text: string, params: readonly unknown[], timeoutMs: number): Promise<Results> => {
    const name = preparedStatementName(text);
    let types = prepared.get(name);
    if (!types) {
      // Outside any transaction: a text that does not parse fails here and leaves nothing open. The name is
      // closed first, in case another view of the instance prepared it (closing an unknown name is no error).
      const { messages } = await instance.execProtocol(
        Buffer.concat([
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(messages);
      prepared.set(name, types);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = instance.serializers[types[index]];
      return serializer ? serializer(value) : String(value);
    });
    const batch: Uint8Array[] = [];
    writeReadOnlyBatch(
      {
        parse: (message) => batch.push(serialize.parse(message)),
        bind: (message) => batch.push(serialize.bind(message as Parameters<typeof serialize.bind>[0])),
        describe: (message) => batch.push(serialize.describe(message)),
        execute: (message) => batch.push(serialize.execute(message)),
        sync: () => batch.push(serialize.sync()),
      },
      timeoutMs,
      name,
      values,
    );
    try {
      const { messages } = await instance.execProtocol(Buffer.concat(batch), { syncToFs: false });
      // One result per statement: the opening's, then the read's.
      return parse.parseResults(messages, instance.parsers)[readOnlyOpening(timeoutMs).length];
    } catch (failure) {
      prepared.delete(name);
      await instance.execProtocol(Buffer.concat([serialize.query('ROLLBACK'), serialize.close({ type: 'S', name }), serialize.sync()]), {
        syncToFs: false,
        throwOnError: false,
      });
      throw failure;
    }
  };

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const timeoutMs = options ? null : readOnlyTimeout(text);
    if (timeoutMs === null) return instance.query<T>(text, params, options);
    // The protocol calls are not queued by PGlite as its `query` is: this one waits for the queries before it.
    return instance.runExclusive(() => readOnly(text, params ?? [], timeoutMs)) as Promise<Results<T>>;
  };
  return new Proxy(instance, {
    get(target, property) {
      if (property === 'query') return query;
      // PGlite's methods use its private fields: they must run on the instance itself, not on the view.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

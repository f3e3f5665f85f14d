// The limit the data-call bench measures Platon against (issue 16): a bare Fastify + pg handler that runs one
// given page SQL as a named prepared statement on a pool of Platon's size and answers its rows, nothing else
// (no session check, no transaction, no metadata), as objects or (PAGE_MODE=json) as the JSON text the SQL
// wrote. With READ_ONLY=1 the statement runs as Platon runs an administrator's SQL (docs/architecture.md: read-only, with
// a statement timeout): its whole read-only transaction in one round trip, through Platon's own ReadOnlyQuery,
// which needs `node --import tsx`. Run as its own process, like the server it is compared with:
// `node bench/lib/minimalDataServer.mjs` with DATABASE_URL, PORT and PAGE_SQL (JSON: { text, values }) in the
// environment; prints "ready <url>".
import Fastify from 'fastify';
import pg from 'pg';

// Generic plans, as Platon's table reads use: planning a six-table join on every call would cost more than
// running it, and the limit would then be lower than the server it limits.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  options: '-c plan_cache_mode=force_generic_plan',
});
const { text, size } = JSON.parse(process.env.PAGE_SQL ?? '{}');
// PAGE_MODE=json: the SQL answers one row { json, fetched } whose text is spliced into the answer unparsed.
const json = process.env.PAGE_MODE === 'json';
const readOnly = process.env.READ_ONLY === '1';
const { ReadOnlyQuery } = readOnly ? await import('../../server/db/readOnlyStatement.ts') : {};

/** The page's statement, alone or in its read-only transaction (rolled back if it fails, as createDatabase does). */
async function run(values) {
  if (!readOnly) return pool.query({ name: 'page', text, values });
  const client = await pool.connect();
  try {
    return await new Promise((resolve, reject) => {
      client.query(
        new ReadOnlyQuery({ name: 'page', text, values }, 5000, (error, result) =>
          error
            ? client.query('ROLLBACK').then(
                () => reject(error),
                () => reject(error),
              )
            : resolve(result),
        ),
      );
    });
  } finally {
    client.release();
  }
}
const app = Fastify();
app.get('/data', async (request, reply) => {
  const { page = '1', region = '1' } = /** @type {Record<string, string>} */ (request.query);
  const values = JSON.parse(process.env.PAGE_VALUES ?? '[]').map((value) =>
    value === '$region' ? Number(region) : value === '$offset' ? (Number(page) - 1) * size : value,
  );
  const result = await run(values);
  if (json) {
    const [{ json: rows, fetched }] = result.rows;
    reply.type('application/json; charset=utf-8');
    return `{"data":{"rows":${rows},"page":${Number(page)},"size":${size},"hasMore":${fetched > size}}}`;
  }
  const rows = result.rows.map((row) => row.r);
  return { data: { rows: rows.slice(0, size), page: Number(page), size, hasMore: rows.length > size } };
});
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`ready ${url}`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);

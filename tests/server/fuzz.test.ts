import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequests, type FuzzRequest } from './fuzz/buildRequests';
import { collectKnownValues } from './fuzz/collectKnownValues';
import { createRandom } from './fuzz/createRandom';
import { createResponseChecker, type CheckResponse } from './fuzz/createResponseChecker';
import { listOperations, type FuzzOperation, type JsonSchema, type OpenApiDocument } from './fuzz/listOperations';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

/**
 * OpenAPI-driven fuzzing (issue 16): every operation of the server's own document gets requests generated from
 * what it declares, valid-ish and hostile, anonymous and signed in as an administrator and as an ordinary user.
 * Every answer must keep the document: no 5xx, a declared status, a declared media type, a body that validates
 * against the declared schema. PLATON_FUZZ_SEED picks another deterministic set of requests.
 */
const SEED = Number(process.env.PLATON_FUZZ_SEED ?? 16);
/** Not 127.0.0.1, where login() signs in: the fuzzed sign-ins' throttling stays on this address. */
const FUZZ_ADDRESS = '198.51.100.16';
const IDENTITIES = [
  { name: 'anonymous', credentials: null },
  { name: 'admin', credentials: ['admin', 'admin123'] },
  { name: 'user', credentials: ['user', 'user123'] },
] as const;

let t: TestApp;
let doc: OpenApiDocument;
let check: CheckResponse;
let operations: FuzzOperation[];
const tokens = new Map<string, string>();
let sent = 0;
const statuses = new Map<number, number>();
const succeeded = new Set<FuzzOperation>();
const perOperation = new Map<FuzzOperation, number>();

beforeAll(async () => {
  t = await createTestApp({ accessTtlSeconds: 3_600 });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  check = createResponseChecker(doc);
  operations = listOperations(doc);
  // Before any fuzzed sign-in: a burst of wrong passwords for these accounts must not delay their own.
  for (const { name, credentials } of IDENTITIES)
    if (credentials) tokens.set(name, (await login(t.app, credentials[0], credentials[1])).token);
  // A session of its own for reading known values, which the admin pass's logout does not end.
  tokens.set('collector', (await login(t.app, 'admin', 'admin123')).token);
  // A background job of each signed-in identity, so that the job routes have ids to answer 2xx for.
  for (const name of ['admin', 'user']) {
    await t.app.inject({
      method: 'POST',
      url: '/api/jobs/export/appeals',
      headers: { authorization: `Bearer ${tokens.get(name)}` },
      payload: {},
    });
  }
});

afterAll(async () => {
  const never = operations?.filter((operation) => !succeeded.has(operation)).map((operation) => `${operation.method} ${operation.path}`);
  console.log(
    `fuzz (seed ${SEED}): ${sent} requests over ${operations?.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}` +
      `; no 2xx for ${never?.length}: ${never?.join(', ')}`,
  );
  await t?.close();
});

describe('what the fuzzing found (issue 16)', () => {
  // What the fuzzing found (issue 16), each asked for on purpose so that a change of seed cannot hide it.
  it.each([
    ['admin', 'GET', '/api/tables/organizations/data?page=Infinity'],
    ['admin', 'GET', '/api/tables/organizations/data?size=-Infinity'],
    ['admin', 'GET', '/api/export/organizations?level=Infinity'],
    ['admin', 'GET', '/api/user-refresh?userId=Infinity'],
    ['user', 'GET', '/api/call24/requests?page=Infinity'],
    ['anonymous', 'GET', '/api/forms/paginate-element/appeals/Infinity'],
  ] as const)('answers 400 to an infinite number in a numeric parameter, not a database error (%s %s %s)', async (name, method, url) => {
    const token = tokens.get(name);
    const response = await t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/must be a finite number/);
  });

  it.each([
    ['GET', '/api/user-refresh?userId=2147483648', undefined],
    ['PUT', '/api/ads/increment?id=3000000000', undefined],
    ['POST', '/api/user/column', { tableId: 3_000_000_000, level: 1, column_config: { hidden: ['a'] } }],
  ] as const)('answers an id past PostgreSQL’s integer with 400 or 404, not a database error (%s %s)', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens.get('admin')}` } });
    expect([400, 404], response.body).toContain(response.statusCode);
  });

  it.each([
    ['anonymous', '/api/auth/login', { username: 'admin\u0000', password: 'x' }, 'body/username'],
    ['admin', '/api/user/column', { tableId: 'appeals\u0000', level: 1, column_config: { hidden: ['a'] } }, 'body/tableId'],
    ['admin', '/api/user/column', { tableId: 1, level: 1, column_config: { hidden: ['a', 'b\u0000'] } }, 'body/column_config/hidden/1'],
    ['user', '/api/audit', { actionType: 'pageOpened', details: { a: { '\u0000': 1 } } }, 'body/details/a'],
  ] as const)(
    'answers 400 naming the place of a NUL character in a JSON body, not a database error (%s %s)',
    async (name, url, payload, where) => {
      const token = tokens.get(name);
      const response = await t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(`${where} must not contain a NUL character`);
    },
  );

  it('declares the xlsx downloads of the import template and the SQL console, and page scripts as JavaScript', async () => {
    const admin = { authorization: `Bearer ${tokens.get('admin')}` };
    const known = await collectKnownValues(t.db);
    const script = known('/api/pages/{name}/scripts/{file}', 'file')[0];
    const page = known('/api/pages/{name}/scripts/{file}', 'name');
    const calls = [
      { operation: 'GET /api/import/{name}/template', request: { method: 'GET', url: '/api/import/appeals/template', headers: admin } },
      {
        operation: 'POST /api/db-control/export',
        request: { method: 'POST', url: '/api/db-control/export', headers: admin, payload: { sql: 'SELECT 1 AS one' } },
      },
    ] as const;
    for (const { operation, request } of calls) {
      const response = await t.app.inject(request);
      expect(response.statusCode, operation).toBe(200);
      expect(check(findOperation(operation), asFuzzRequest(request.url), response), operation).toBeNull();
    }
    let served = 0;
    for (const name of page) {
      const url = `/api/pages/${name}/scripts/${script}`;
      const response = await t.app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) continue;
      served++;
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(check(findOperation('GET /api/pages/{name}/scripts/{file}'), asFuzzRequest(url), response)).toBeNull();
    }
    expect(served).toBeGreaterThan(0);
  });
});

describe('OpenAPI-driven fuzzing (issue 16)', () => {
  it.each(IDENTITIES.map((identity, index) => [identity.name, index] as const))(
    'every operation keeps its declared statuses and schemas for hostile requests, %s',
    async (name, index) => {
      const random = createRandom(SEED * 31 + index);
      const context = { random, resolve: resolveRef, known: await collectKnownValues(t.db, t.app, `Bearer ${tokens.get('collector')}`) };
      const token = tokens.get(name);
      const problems: string[] = [];
      let count = 0;
      for (const operation of operations) {
        for (const request of buildRequests(operation, context)) {
          // Anonymous requests now and then carry a token that is no token at all.
          const authorization = token ? `Bearer ${token}` : random.chance(0.1) ? 'Bearer not.a.token' : null;
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(authorization && { authorization }) },
            payload: request.payload,
            remoteAddress: FUZZ_ADDRESS,
          });
          count++;
          perOperation.set(operation, (perOperation.get(operation) ?? 0) + 1);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode < 300) succeeded.add(operation);
          const problem = check(operation, request, response);
          if (problem)
            problems.push(`${name} ${operation.method} ${operation.path} [${request.label}] ${request.url.slice(0, 100)}: ${problem}`);
        }
      }
      sent += count;
      expect(problems).toEqual([]);
      expect(count).toBeGreaterThan(340);
    },
    120_000,
  );

  it('sent at least 1,000 requests over every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(sent).toBeGreaterThanOrEqual(1_000);
    // At least the two valid-ish requests and one hostile one per operation and identity.
    for (const operation of operations)
      expect(perOperation.get(operation), `${operation.method} ${operation.path}`).toBeGreaterThanOrEqual(9);
  });
});

function findOperation(key: string): FuzzOperation {
  const found = operations.find((operation) => `${operation.method} ${operation.path}` === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found;
}

function asFuzzRequest(url: string): FuzzRequest {
  return { method: 'GET', url, headers: {}, label: 'regression', leavesOperation: false };
}

function resolveRef(ref: string): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`unresolved ${ref}`);
  return schema;
}

import type { Random } from './createRandom';
import { HOSTILE_JSON_VALUES } from './HOSTILE_JSON_VALUES';
import { HOSTILE_PARAMETER_VALUES } from './HOSTILE_PARAMETER_VALUES';
import type { FuzzOperation, JsonSchema, OpenApiParameter } from './listOperations';
import { sampleValue, type ResolveRef } from './sampleValue';

/** One generated request, ready for `app.inject` (the caller adds the identity's authorization). */
export interface FuzzRequest {
  method: FuzzOperation['method'];
  /** Path and query, percent-encoded as sent (invalid escapes included on purpose). */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the request tries, for the failure report. */
  label: string;
  /**
   * A path parameter was left empty, so the URL names no operation of the document (`/api/tables//data`):
   * the router's 404 (`ErrorResponse`) is a fair answer whatever the operation declares.
   */
  leavesOperation: boolean;
}

export interface FuzzContext {
  random: Random;
  resolve: ResolveRef;
  /** Values that exist in the database for a parameter of this path (table names, record ids...). */
  known(path: string, parameter: string): readonly string[];
}

/** Numbers past every edge, for a parameter declared as a number: one of them per parameter and pass. */
const NUMBER_EDGES = [
  '2147483648',
  '3000000000',
  '-2147483649',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '-99999999999999999999999',
  '1e-400',
  '0x10',
];
/** Header values, ASCII only (anything else is refused before a server sees it). */
const HOSTILE_HEADER_VALUES = [
  '',
  'x'.repeat(10_000),
  '-1',
  'null',
  'bytes=0-0',
  'bytes=999999999999-',
  'bytes=-0',
  'bytes=5-1',
  'bytes=0-1,2-3,4-5,6-7',
  'bytes=abc',
  'W/"x"',
];
const WRONG_CONTENT_TYPES: readonly [string, string][] = [
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['application/xml', '<a>1</a>'],
  ['multipart/form-data', '--x\r\n\r\n'],
  ['application/json; charset=utf-16', '{}'],
];
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
/** The smallest files whose content agrees with their extension (the upload routes check it). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Over Fastify's default body limit of 1 MiB. */
const OVERSIZED = 1_100_000;

/**
 * Requests for one operation from what it declares: valid-ish ones built from its schemas, then for each
 * parameter and for the body the hostile variants (wrong types, empty and 10,000-character strings, NUL,
 * invalid UTF-8, numbers out of range, deep JSON, missing and oversized bodies, wrong content types, arrays
 * for objects). Every choice comes from `context.random`, so a seed gives the same list every time.
 */
export function buildRequests(operation: FuzzOperation, context: FuzzContext): FuzzRequest[] {
  const { random, resolve } = context;
  const parameters = operation.operation.parameters ?? [];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const inHeaders = parameters.filter((parameter) => parameter.in === 'header' && parameter.name !== 'authorization');
  const jsonBody = operation.operation.requestBody?.content['application/json']?.schema;
  const readsBody = operation.method !== 'GET';

  const validParameter = (parameter: OpenApiParameter): string => {
    const known = context.known(operation.path, parameter.name);
    if (known.length && (parameter.in === 'path' || random.chance(0.5))) return random.pick(known);
    return String(sampleValue(parameter.schema, resolve, random));
  };
  const validBody = (): unknown => {
    const body = sampleValue(jsonBody, resolve, random);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    // Top-level properties the suite knows good values for (a table id, SQL, a phone number) take one mostly.
    const properties = jsonBody?.$ref ? resolve(jsonBody.$ref).properties : jsonBody?.properties;
    for (const key of Object.keys(body)) {
      const known = context.known(operation.path, key);
      if (!known.length || random.chance(0.3)) continue;
      const value = random.pick(known);
      const type = [properties?.[key]?.type].flat();
      (body as Record<string, unknown>)[key] =
        type.includes('integer') || type.includes('number')
          ? Number(value)
          : type.includes('object') || type.includes('array')
            ? JSON.parse(value)
            : value;
    }
    return body;
  };

  interface Variant {
    label: string;
    path?: Record<string, string>;
    /** Encoded `name=value` pairs replacing the valid query. */
    query?: string[];
    headers?: Record<string, string>;
    body?: { contentType?: string; payload: string | Buffer } | 'none';
  }
  const make = (variant: Variant): FuzzRequest => {
    let leavesOperation = false;
    let url = operation.path;
    for (const parameter of inPath) {
      const value = variant.path?.[parameter.name] ?? encodeURIComponent(validParameter(parameter));
      if (value === '') leavesOperation = true;
      url = url.replace(`{${parameter.name}}`, value);
    }
    const query =
      variant.query ??
      inQuery
        .filter((parameter) => parameter.required || random.chance(0.5))
        .map((parameter) => `${parameter.name}=${encodeURIComponent(validParameter(parameter))}`);
    if (query.length) url += `?${query.join('&')}`;
    const headers: Record<string, string> = {};
    for (const parameter of inHeaders) if (parameter.required || random.chance(0.3)) headers[parameter.name] = validParameter(parameter);
    Object.assign(headers, variant.headers);
    let payload: string | Buffer | undefined;
    const body =
      variant.body ?? (readsBody && jsonBody ? { contentType: 'application/json', payload: JSON.stringify(validBody()) } : 'none');
    if (body !== 'none') {
      if (body.contentType) headers['content-type'] = body.contentType;
      payload = body.payload;
    }
    return { method: operation.method, url, headers, payload, label: variant.label, leavesOperation };
  };

  const requests: FuzzRequest[] = [make({ label: 'valid-ish' }), make({ label: 'valid-ish' })];
  const hostileFor = (parameter: OpenApiParameter, i: number): string =>
    i === 0 && isNumeric(parameter.schema) ? random.pick(NUMBER_EDGES) : random.pick(HOSTILE_PARAMETER_VALUES);
  for (const parameter of inPath) {
    for (let i = 0; i < 3; i++) {
      const value = hostileFor(parameter, i);
      requests.push(make({ label: `path ${parameter.name}=${preview(value)}`, path: { [parameter.name]: value } }));
    }
  }
  const validQuery = () =>
    inQuery
      .filter((parameter) => parameter.required)
      .map((parameter) => `${parameter.name}=${encodeURIComponent(validParameter(parameter))}`);
  for (const parameter of inQuery) {
    const others = () => validQuery().filter((pair) => !pair.startsWith(`${parameter.name}=`));
    for (let i = 0; i < 2; i++) {
      const value = hostileFor(parameter, i);
      requests.push(make({ label: `query ${parameter.name}=${preview(value)}`, query: [...others(), `${parameter.name}=${value}`] }));
    }
    requests.push(
      make({
        label: `query ${parameter.name} twice`,
        query: [...others(), `${parameter.name}=1`, `${parameter.name}=${encodeURIComponent(validParameter(parameter))}`],
      }),
    );
  }
  if (inQuery.some((parameter) => parameter.required)) requests.push(make({ label: 'required query missing', query: [] }));
  requests.push(make({ label: 'unknown query', query: [...validQuery(), '__proto__=1', 'constructor=x', `zz=${'%FF'.repeat(3)}`] }));
  for (const parameter of inHeaders) {
    const value = random.pick(HOSTILE_HEADER_VALUES);
    requests.push(make({ label: `header ${parameter.name}=${preview(value)}`, headers: { [parameter.name]: value } }));
  }

  if (readsBody && jsonBody) {
    const json = (payload: string | Buffer) => ({ contentType: 'application/json', payload });
    const withProperty = (key: string, text: string | Buffer): string | Buffer => {
      const marked = JSON.stringify({ ...asObject(validBody()), [key]: '\u0001MARK\u0001' });
      const [before, after] = marked.split('"\\u0001MARK\\u0001"');
      return typeof text === 'string' ? before + text + after : Buffer.concat([Buffer.from(before), text, Buffer.from(after)]);
    };
    const keys = propertyNames(jsonBody, resolve);
    requests.push(
      make({ label: 'body missing', body: 'none' }),
      make({ label: 'body empty', body: json('') }),
      make({ label: 'body not JSON', body: json('{"a": 1,') }),
      make({ label: 'body array for object', body: json(`[${JSON.stringify(validBody())}]`) }),
      make({ label: 'body deep', body: json(`${'{"a":'.repeat(300)}1${'}'.repeat(300)}`) }),
      make({ label: 'body strings huge', body: json(JSON.stringify(mapStrings(validBody(), () => 'x'.repeat(10_000)))) }),
      make({ label: 'body strings empty', body: json(JSON.stringify(mapStrings(validBody(), () => ''))) }),
      make({ label: 'body strings with NUL', body: json(JSON.stringify(mapStrings(validBody(), (text) => `${text}\u0000`))) }),
      make({
        label: 'body numbers past int4',
        body: json(JSON.stringify(mapNumbers(validBody(), random.pick([2_147_483_648, 1e308, -2_147_483_649])))),
      }),
      make({ label: 'body oversized', body: json(JSON.stringify({ ...asObject(validBody()), padding: 'x'.repeat(OVERSIZED) })) }),
      make({ label: 'body __proto__', body: json(withProperty('__proto__', '{"polluted":true}')) }),
    );
    for (let i = 0; i < 2; i++) {
      const value = random.pick(HOSTILE_JSON_VALUES);
      requests.push(make({ label: `body is ${preview(value)}`, body: json(value) }));
    }
    for (let i = 0; i < 4; i++) {
      const key = random.pick(keys);
      const value = random.pick(HOSTILE_JSON_VALUES);
      requests.push(make({ label: `body ${key}=${preview(value)}`, body: json(withProperty(key, value)) }));
    }
    const key = random.pick(keys);
    requests.push(
      make({
        label: `body ${key} invalid UTF-8`,
        body: json(withProperty(key, Buffer.concat([Buffer.from('"'), INVALID_UTF8, Buffer.from('"')]))),
      }),
    );
    const [contentType, payload] = random.pick(WRONG_CONTENT_TYPES);
    requests.push(make({ label: `content-type ${contentType}`, body: { contentType, payload } }));
  } else if (readsBody) {
    const fileElements = context.known(operation.path, 'fileElement');
    // No JSON body declared: an action (logout, cancel, delete) or a multipart upload. Both get what the
    // other expects, and uploads get broken and hostile files.
    requests.push(
      make({ label: 'JSON body where none is read', body: { contentType: 'application/json', payload: '{"a":[1,2,3]}' } }),
      make({ label: 'empty JSON body', body: { contentType: 'application/json', payload: '' } }),
      make({ label: 'multipart text file', body: multipart(random, 'notes.txt', 'text/plain', Buffer.from('салом\n'), fileElements) }),
      make({ label: 'multipart PDF', body: multipart(random, 'doc.pdf', 'application/pdf', PDF, fileElements) }),
      make({ label: 'multipart PNG', body: multipart(random, 'photo.png', 'image/png', PNG, fileElements) }),
      make({
        label: 'multipart hostile file name',
        body: multipart(
          random,
          random.pick(['../../etc/passwd', 'a\u0000b.pdf', 'x'.repeat(10_000) + '.pdf', '', '.htaccess', 'Ж.exe']),
          'application/octet-stream',
          INVALID_UTF8,
          fileElements,
        ),
      }),
      make({
        label: 'multipart empty xlsx',
        body: multipart(
          random,
          'book.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          Buffer.alloc(0),
          fileElements,
        ),
      }),
      make({
        label: 'multipart without boundary',
        body: { contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--' },
      }),
    );
  }
  return requests;
}

function isNumeric(schema: JsonSchema | undefined): boolean {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((part) => part.type)].flat();
  return types.includes('integer') || types.includes('number');
}

function preview(text: string): string {
  return text.length > 24 ? `${text.slice(0, 16)}…(${text.length})` : text;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

/** The body's top-level property names (a free-form object gets a made-up one). */
function propertyNames(schema: JsonSchema, resolve: ResolveRef): string[] {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  const variants = [resolved, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].map((part) =>
    part.$ref ? resolve(part.$ref) : part,
  );
  const names = [...new Set(variants.flatMap((part) => Object.keys(part.properties ?? {})))];
  return names.length ? names : ['value'];
}

function mapNumbers(value: unknown, replacement: number): unknown {
  if (typeof value === 'number') return replacement;
  if (Array.isArray(value)) return value.map((item) => mapNumbers(item, replacement));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapNumbers(item, replacement)]));
  return value;
}

function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]));
  return value;
}

/**
 * A multipart body with a file and some of the text fields of the three upload routes (form uploads, the
 * file manager); `fileElements` are known `"{elementId} {formName}"` pairs of file and image elements.
 */
function multipart(
  random: Random,
  fileName: string,
  type: string,
  content: Buffer,
  fileElements: readonly string[],
): { contentType: string; payload: Buffer } {
  const boundary = `fuzz${random.int(1e9)}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const [elementId, formName] =
    fileElements.length && random.chance(0.8)
      ? random.pick(fileElements).split(' ')
      : [String(random.int(300)), random.pick(['appeals', 'kitchen_sink', ''])];
  const fields = [
    ['form_element_id', elementId],
    ['form_element_project_id', random.pick(['', 'platon', '%00'])],
    ['data_source', formName],
    ['category', String(random.int(5))],
    ['folder', random.pick(['', '/', '../x', 'a/b'])],
  ].filter(([name]) => random.chance(name === 'form_element_id' || name === 'data_source' ? 0.9 : 0.5));
  const payload = Buffer.concat([
    Buffer.from(fields.map(([name, value]) => field(name, value)).join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replace(/"/g, '')}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

import type { Random } from './createRandom';
import type { JsonSchema } from './listOperations';

/** Looks up `#/components/schemas/X` in the document. */
export type ResolveRef = (ref: string) => JsonSchema;

const WORDS = ['appeals', 'regions', 'Салом', 'test', 'a', 'Тошкент', 'x1', 'name', 'id', '42', 'user'];

/**
 * A value that satisfies `schema` as far as a generator cheaply can (type, enum, bounds, required
 * properties): the "valid-ish" request that gets past validation and reaches the handler. Patterns are not
 * honoured; a value refused for one is still a fair request.
 */
export function sampleValue(schema: JsonSchema | undefined, resolve: ResolveRef, random: Random, depth = 0): unknown {
  if (!schema) return random.pick(WORDS);
  if (schema.$ref) return sampleValue(resolve(schema.$ref), resolve, random, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return sampleValue(random.pick(choices), resolve, random, depth);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, resolve, random, depth)));
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : schema.type ? [schema.type] : [];
  const type = types.length ? random.pick(types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.6)) result[key] = sampleValue(property, resolve, random, depth + 1);
      }
      return result;
    }
    case 'array': {
      if (depth > 4) return [];
      const min = schema.minItems ?? 0;
      const count = Math.min(schema.maxItems ?? 3, min + random.int(3));
      return Array.from({ length: count }, () => sampleValue(schema.items, resolve, random, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const value = min + random.int(Math.max(1, Math.min(max - min + 1, 1000)));
      return type === 'number' && random.chance(0.3) ? value + 0.5 : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return sampleString(schema, random);
  }
}

/** Tried in turn against a declared pattern: ids, codes, slugs and hashes of the shapes the routes ask for. */
const PATTERN_CANDIDATES = [
  '1',
  '123456',
  'appeals',
  'main-1',
  'a',
  '00000000-0000-4000-8000-000000000001',
  'AB',
  `${'0'.repeat(64)}.js`,
  '+998901234567',
  'ru',
];

function sampleString(schema: JsonSchema, random: Random): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const matching = [...WORDS, ...PATTERN_CANDIDATES].filter((candidate) => pattern.test(candidate));
    if (matching.length) return random.pick(matching);
  }
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, random.int(12), 1 + random.int(28))).toISOString();
  if (schema.format === 'date') return `2026-0${1 + random.int(9)}-1${random.int(10)}`;
  if (schema.format === 'email') return `user${random.int(100)}@example.com`;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000000' + random.int(10);
  let text = random.pick(WORDS);
  while (text.length < (schema.minLength ?? 0)) text += random.pick(WORDS);
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

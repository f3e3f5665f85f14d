import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const buildSerializers = SerializerSelector();
/** Serializers by the shared schemas and options they were built with, then by the response schema. */
const built = new Map<string, Map<string, Serializer>>();

/**
 * Fastify's response serializer factory, remembering what it builds for the whole process. Building a
 * serializer is most of what starting an app costs (fast-json-stringify checks and compiles each schema:
 * about 2 s for our ~150 routes), and a process that starts many apps (the server tests start one per
 * test; the bench starts two) would build the same ones again. A serializer depends on nothing but its
 * schema, the shared schemas it may refer to and the options, which is exactly the key.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas, options]);
  let serializers = built.get(key);
  if (!serializers) built.set(key, (serializers = new Map()));
  const build = buildSerializers(externalSchemas, options);
  return (route) => {
    const schemaKey = JSON.stringify(route.schema);
    let serializer = serializers.get(schemaKey);
    if (!serializer) serializers.set(schemaKey, (serializer = build(route)));
    return serializer;
  };
};

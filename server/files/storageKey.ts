/**
 * The key of a stored body: `ab/abcdef...` from our own random id only (never a client's file name); the
 * two-character folders keep any one directory small.
 */
export function storageKey(id: string): string {
  if (!/^[0-9a-f-]{32,36}$/.test(id)) throw new Error(`not a storage id: ${id}`);
  return `${id.slice(0, 2)}/${id}`;
}

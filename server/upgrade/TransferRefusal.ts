/**
 * Thrown by a TransferKind's write when a rule of the record's table refuses it (a role with a permission the
 * configuration does not offer): the import's transaction is undone and the administrator gets `text`, an
 * Uzbek Cyrillic message key with its `{0}`… values, naming the record.
 */
export class TransferRefusal extends Error {
  constructor(
    readonly kind: string,
    readonly key: string,
    readonly text: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${kind} ${key}: ${text}`);
  }
}

import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** One built-in row a release ships: a form, a table, a page, a top-level menu or a translation, the platform's own or the demo's. */
export interface BuiltInItem {
  /** A VersionedKind's kind ('form', 'table', 'page', 'menu', 'translation'). */
  kind: string;
  /** The row's name; for a translation `locale:key`. */
  key: string;
  /** Demo content is only shipped to demo databases. */
  origin: 'builtIn' | 'demo';
  /** What the release holds for it (a FormSeed, a text): the release's fingerprint is taken of these. */
  source: unknown;
}

/**
 * How the rows of one kind are read, written and given their release content, for the upgrade of built-ins
 * (syncBuiltIns) and the administrator's review.
 */
export interface VersionedKind {
  kind: string;
  /** The item's content as the database would hold it once written (what hashes compare). */
  releaseContent(trx: Transaction<DatabaseSchema>, item: BuiltInItem): Promise<unknown>;
  /** The rows' current contents, by key; a key without a row is absent. */
  readAll(trx: Transaction<DatabaseSchema>, keys: readonly string[]): Promise<Map<string, unknown>>;
  write(trx: Transaction<DatabaseSchema>, key: string, content: unknown): Promise<void>;
}

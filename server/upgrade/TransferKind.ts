import type { Kysely, Transaction } from 'kysely';
import type { SessionStore } from '../auth/createSessionStore';
import type { DatabaseSchema } from '../db/DatabaseSchema';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** What a write may need beyond the transaction: roles end their holders' cached sessions everywhere. */
export interface TransferWriteContext {
  sessions: Pick<SessionStore, 'forgetEverywhere'>;
  /** The administrator importing. */
  actorId: number | null;
}

/**
 * One kind of configuration an administrator can move between environments (transferKinds): how its records
 * are listed, read into a file, compared with a file's and written from one.
 */
export interface TransferKind {
  /** 'menus', 'tables', 'forms', 'pages', 'roles', 'translations': the file's and the API's name of it. */
  kind: string;
  /** The kind's name in Uzbek, which the screen translates. */
  title: string;
  list(db: Executor): Promise<{ key: string; title: string }[]>;
  read(db: Executor, key: string): Promise<unknown>;
  /** What is wrong with a file's content for `key` (a place, in a few words), or null. */
  check(db: Executor, key: string, content: unknown): Promise<string | null>;
  /** What writing `content` would do: a new record, a changed one, or nothing. */
  compare(db: Executor, key: string, content: unknown): Promise<'create' | 'change' | 'same'>;
  /** Throws TransferRefusal when a rule of the record's table refuses it (the import is then undone). */
  write(trx: Transaction<DatabaseSchema>, key: string, content: unknown, context: TransferWriteContext): Promise<void>;
  /** A record's title as the file has it (for the preview). */
  titleOf(key: string, content: unknown): string;
}

import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** A row as its audit entry shows it: the columns of the table, secrets left out. */
export type AuditedRow = Record<string, unknown>;

/** What a rule is told about one save. */
export interface TableWrite {
  /** The record saved; undefined in `check` of an insert. */
  id: string | undefined;
  /** The request's values by column (as sent, before normalisation). */
  values: Readonly<Record<string, unknown>>;
  /** The columns the save writes. */
  written: ReadonlySet<string>;
  /** The row before the save (null for an insert). */
  before: AuditedRow | null;
  /** The signed-in user saving; null for the server's own writes. */
  actorId: number | null;
}

/**
 * The rules of one of the platform's own tables that every form over it keeps, whoever made the form: the
 * users, roles and organisations of docs/users-and-roles.md. All of it runs in the save's transaction.
 */
export interface TableWriteRule {
  /** The row as audited before and after a save. */
  snapshot(trx: Kysely<DatabaseSchema>, id: string): Promise<AuditedRow | null>;
  /** Field errors that refuse the save before anything is written (empty: none). */
  check(trx: Kysely<DatabaseSchema>, write: TableWrite): Promise<FieldErrors>;
  /** What follows a write in the same transaction (ending sessions, a must-change flag). */
  afterWrite(trx: Kysely<DatabaseSchema>, write: TableWrite & { id: string; after: AuditedRow | null }): Promise<void>;
  /**
   * How a password-type value is stored in this table's `column` instead of the password hash: a secret the
   * server must read back (an OAuth client secret) is sealed. Absent: hashed as a password.
   */
  storeSecret?(column: string, text: string): string;
  /** What follows the commit (forgetting this instance's cached sessions of the user). */
  afterCommit?(write: { id: string; before: AuditedRow | null; after: AuditedRow | null }): void;
}

import type { TableDefinition } from '../../core/api/tableContract';

/**
 * Where loading a table's definition stands: loading, loaded, or failed with the HTTP status the error view
 * shows (0 when the server could not be reached).
 *
 * @example
 * const state: TableDefinitionState = { status: 'failed', httpStatus: 403 };
 */
export type TableDefinitionState =
  | { status: 'loading' }
  | { status: 'ready'; definition: TableDefinition }
  | { status: 'failed'; httpStatus: number; requestId?: string | null };

import type {
  SaveColumnConfigRequest,
  TableDataPage,
  TableDefinition,
  TableQuery,
  TableTotals,
} from '../../core/api/tableContract';

/**
 * The table calls one table view makes. An interface rather than free functions so tests (and hosts with
 * an unusual backend) can hand the container their own; `createTableApi` is the real one.
 *
 * @example
 * const calls: TableApi = { definition: async () => fixture, page: async () => page, totals, saveColumnConfig };
 */
export interface TableApi {
  definition(name: string, level: number, signal?: AbortSignal): Promise<TableDefinition>;
  page(name: string, query: TableQuery, signal?: AbortSignal): Promise<TableDataPage>;
  totals(name: string, query: TableQuery, signal?: AbortSignal): Promise<TableTotals>;
  saveColumnConfig(request: SaveColumnConfigRequest): Promise<void>;
  /**
   * The definition or first page if it has already arrived (a prefetch), taken instead of a call so the
   * table draws it in its first render; null when it has not. Optional: without it every load is a call.
   */
  arrivedDefinition?(name: string, level: number): TableDefinition | null;
  arrivedPage?(name: string, query: TableQuery): TableDataPage | null;
}

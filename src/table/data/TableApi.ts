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
}

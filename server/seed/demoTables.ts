import { APPEALS_TABLE } from './demoTablesAppeals';
import { APPEALS_BY_REGION_TABLE } from './demoTablesAppealsByRegion';
import { DEMO_REFERENCE_TABLES } from './demoTablesReference';
import type { TableSeed } from './TableSeed';

/**
 * Every table the demo defines, in the order seedDemoTables writes them: the appeals registry, its grouping
 * view and the reference tables. The platform's built-in configuration tables (BUILT_IN_TABLES) are not
 * demo data: seedBuiltInConfig writes them in production too.
 *
 * @example
 * DEMO_TABLES.map((table) => table.name); // ['appeals', 'appeals_by_region', 'regions', ...]
 */
export const DEMO_TABLES: readonly TableSeed[] = [APPEALS_TABLE, APPEALS_BY_REGION_TABLE, ...DEMO_REFERENCE_TABLES];

import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../server/db/DatabaseSchema';

/** One node of PostgreSQL's JSON plan, with its children. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/**
 * The plan PostgreSQL keeps for `query` as the server runs table reads (named prepared statements with
 * generic plans, see PREPARED_STATEMENT), flattened to its nodes; with `analyze` the statement runs and the
 * nodes carry what they did (rows, heap fetches). Its parameters are numbers, booleans and strings.
 *
 * @example
 * const nodes = await genericPlan(db, sql`SELECT ... WHERE id = ${1}`.compile(db));
 */
export async function genericPlan(db: Kysely<DatabaseSchema>, query: CompiledQuery, { analyze = false } = {}): Promise<PlanNode[]> {
  const values = query.parameters.map((value) => (typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value)));
  const plan = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
    await sql.raw(`PREPARE generic_plan_probe AS ${query.sql}`).execute(trx);
    const explained = await sql
      .raw<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `EXPLAIN (FORMAT JSON${analyze ? ', ANALYZE' : ''}) EXECUTE generic_plan_probe(${values.join(', ')})`,
      )
      .execute(trx);
    await sql`DEALLOCATE generic_plan_probe`.execute(trx);
    return explained.rows[0]['QUERY PLAN'][0].Plan;
  });
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return nodes;
}

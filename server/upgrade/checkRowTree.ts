import { DATABASE_OWN_COLUMNS, type RowNode, type RowTreeSpec } from './RowTree';

/**
 * What is wrong with `tree` as a record of `spec` (an unknown column, a value that is no column value, a
 * missing part), in a few words naming the place, or null when it can be written. An import file is checked
 * so before anything is written: a bad one gets a clear answer, not a database error.
 *
 * @example
 * checkRowTree(FORM_TREE, { row: { title: 'A' }, children: { form_elements: [] } }, types); // null
 */
export function checkRowTree(spec: RowTreeSpec, tree: unknown, types: Map<string, Map<string, string>>): string | null {
  if (!isObject(tree) || !isObject(tree.row) || !isObject(tree.children)) return 'row, children';
  const rootProblem = checkRow(spec.table, tree.row, types, [...DATABASE_OWN_COLUMNS, ...spec.omit]);
  if (rootProblem) return rootProblem;
  for (const [table, nodes] of Object.entries(tree.children)) {
    const child = spec.children.find((candidate) => candidate.table === table);
    if (!child) return table;
    const omit = [...DATABASE_OWN_COLUMNS, child.link, ...(child.parent ? [child.parent] : [])];
    const problem = checkNodes(table, nodes, types, omit, child.parent !== undefined, 0);
    if (problem) return problem;
  }
  return null;
}

/** Deeper than this is no configuration anyone made: refused instead of recursing on. */
const MAX_DEPTH = 20;

function checkNodes(
  table: string,
  nodes: unknown,
  types: Map<string, Map<string, string>>,
  omit: string[],
  nested: boolean,
  depth: number,
): string | null {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return table;
  for (const node of nodes as unknown[]) {
    if (!isObject(node) || !isObject(node.row)) return table;
    const problem = checkRow(table, node.row, types, omit);
    if (problem) return problem;
    if (node.children !== undefined) {
      if (!nested) return `${table}.children`;
      const inner = checkNodes(table, node.children, types, omit, nested, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

function checkRow(table: string, row: Record<string, unknown>, types: Map<string, Map<string, string>>, omit: string[]): string | null {
  const columns = types.get(table);
  for (const [column, value] of Object.entries(row)) {
    const type = columns?.get(column);
    if (!type || omit.includes(column)) return `${table}.${column}`;
    const json = type === 'jsonb' || type === 'json';
    if (!json && value !== null && typeof value === 'object') return `${table}.${column}`;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown by writeRowTree for a tree checkRowTree refuses; `place` names what is wrong. */
export class RowTreeProblem extends Error {
  constructor(
    readonly kind: string,
    readonly key: string,
    readonly place: string,
  ) {
    super(`${kind} ${key}: ${place}`);
  }
}

export type { RowNode };

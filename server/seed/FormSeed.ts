import type { FormElementMeta, FormOption } from '../../src/core/api/formMeta';

/**
 * One element as the seeds write it: the contract's element fields minus the id (the database assigns it),
 * with `children` for containers and the server-only `dataSource` (a table of schema `app` whose rows become
 * the options, every column included so a related select can filter by e.g. region_id).
 */
export interface ElementSeed extends Omit<FormElementMeta, 'id' | 'children' | 'data'> {
  data?: FormOption[];
  dataSource?: string;
  children?: ElementSeed[];
}

/**
 * One server-defined form as the seeds write it (rows of forms and form_elements). `sourceTable` is the
 * table the form edits: `app.<name>` for the demo registry, a bare name for a configuration collection of
 * the public schema. Texts (title, labels, placeholders, hints, option names) are Uzbek Cyrillic
 * translation keys.
 *
 * @example
 * const cron: FormSeed = { name: 'cron', title: 'Режалаштирилган вазифалар', sourceTable: 'cron', elements: [{ type: 'input', dataField: 'name', label: 'Номи', isRequired: true }] };
 */
export interface FormSeed {
  name: string;
  title: string;
  /** Defaults to the demo application's project, 'appeals'; built-in forms belong to 'platon'. */
  projectId?: string;
  sourceTable: string;
  /** Column the record id names; default 'id'. */
  rowKey?: string;
  /** Column holding the record version; default 'version'; null: the table has none (the form cannot update). */
  versionColumn?: string | null;
  /** A timestamptz column delete sets instead of removing the row. */
  softDeleteColumn?: string;
  labelWidth?: number;
  isPublic?: boolean;
  isBuiltIn?: boolean;
  canInsert?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
  canHardDelete?: boolean;
  /** Only users holding this permission (or admins) may open the form. */
  permission?: string;
  elements: ElementSeed[];
}

import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../src/core/api/formContract';
import type { FormElementMeta, FormOption } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { scriptEntryUrl } from '../scripts/scriptEntryUrl';
import { formScriptsBase } from './formScriptsBase';
import { definitionOptions } from '../tables/definitionOptions';
import type { RuntimeForm } from './runtimeForm';

/** Types whose options come whole with the definition; a scroll_select pages them (formOptionsPage). */
const OPTION_TYPES = new Set(['select', 'multiselect']);

/**
 * `GET forms/{name}`'s answer from a cached runtime form: props, and the element tree with the options of
 * selects resolved (inline `data` as it is, otherwise read from the `data_source` table of schema `app`,
 * exactly as table filters get theirs) and each element's `js` as the module URL that serves it
 * (registerScriptRoutes). Access is the caller's to check.
 *
 * @example
 * const definition = await loadFormDefinition(db, await formDefinitionCache.load(db, 'appeals'));
 */
export async function loadFormDefinition(db: Kysely<DatabaseSchema>, form: RuntimeForm): Promise<FormDefinition> {
  const wanted = new Map<number, string>();
  const collect = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      const source = form.dataSources.get(element.id);
      if (source && OPTION_TYPES.has(element.type) && !element.data) wanted.set(element.id, source);
      if (element.children) collect(element.children);
    }
  };
  collect(form.elements);
  const options = await definitionOptions(db, [...wanted.values()]);
  const scriptBase = formScriptsBase(form.row.name);
  const resolve = (list: readonly FormElementMeta[]): FormElementMeta[] =>
    list.map((element) => {
      const source = wanted.get(element.id);
      const data = source ? ((options.get(source) ?? []) as FormOption[]) : element.data;
      const children = element.children ? resolve(element.children) : element.children;
      const js = element.js ? scriptEntryUrl(element.js, scriptBase) : element.js;
      return { ...element, ...(data ? { data } : {}), ...(js ? { js } : {}), ...(children ? { children } : {}) };
    });
  const { row } = form;
  return {
    props: {
      id: row.id,
      name: row.name,
      title: row.title,
      projectId: row.project_id,
      isBuiltIn: row.is_built_in,
      isPublic: row.is_public,
      rowKey: row.row_key,
      canInsert: row.can_insert,
      // Without a version column an update could overwrite someone else's edit unseen: no updates at all.
      canUpdate: row.can_update && !!row.version_column,
      canDelete: row.can_delete,
      canHardDelete: row.can_hard_delete,
      labelWidth: row.label_width,
    },
    elements: resolve(form.elements),
  };
}

import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ElementSeed, FormSeed } from './FormSeed';

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one form's metadata: the forms row and its elements as a tree (parent_id, position in steps of 10
 * so an administrator can slot an element in between). A name that already exists is left alone, elements
 * included: the administrator's version wins. Returns the new id, or null when skipped.
 *
 * @example
 * await insertFormSeed(trx, APPEALS_FORM);
 */
export async function insertFormSeed(trx: Transaction<DatabaseSchema>, seed: FormSeed): Promise<number | null> {
  const inserted = await trx
    .insertInto('forms')
    .values({
      name: seed.name,
      project_id: seed.projectId ?? 'appeals',
      title: seed.title,
      source_table: seed.sourceTable,
      row_key: seed.rowKey ?? 'id',
      version_column: seed.versionColumn === undefined ? 'version' : seed.versionColumn,
      soft_delete_column: seed.softDeleteColumn ?? null,
      label_width: seed.labelWidth ?? null,
      is_public: seed.isPublic ?? false,
      is_built_in: seed.isBuiltIn ?? false,
      can_insert: seed.canInsert ?? true,
      can_update: seed.canUpdate ?? true,
      can_delete: seed.canDelete ?? false,
      can_hard_delete: seed.canHardDelete ?? false,
      permission: seed.permission ?? null,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await insertElements(trx, inserted.id, seed.elements, null);
  return inserted.id;
}

/**
 * One statement per sibling list: a container's children need its id, which the row's position (unique
 * among siblings) finds again in what the insert returns.
 */
async function insertElements(
  trx: Transaction<DatabaseSchema>,
  formId: number,
  elements: ElementSeed[],
  parentId: number | null,
): Promise<void> {
  if (!elements.length) return;
  const rows = await trx
    .insertInto('form_elements')
    .values(
      elements.map((element, index) => ({
        form_id: formId,
        parent_id: parentId,
        position: (index + 1) * 10,
        type: element.type,
        data_field: element.dataField ?? null,
        label: element.label ?? null,
        placeholder: element.placeholder ?? null,
        hint: element.hint ?? null,
        width: element.width ?? null,
        css_class: element.cssClass ?? null,
        css_style: element.cssStyle ?? null,
        is_required: element.isRequired ?? false,
        is_disabled: element.isDisabled ?? false,
        is_read_only: element.isReadOnly ?? false,
        display_condition: element.displayCondition ?? null,
        default_value: json(element.defaultValue),
        format: element.format ?? null,
        min_date: element.minDate ?? null,
        max_date: element.maxDate ?? null,
        min_datetime: element.minDatetime ?? null,
        max_datetime: element.maxDatetime ?? null,
        text_align: element.textAlign ?? null,
        scale: element.scale ?? null,
        data: json(element.data),
        data_source: element.dataSource ?? null,
        is_related_select: element.isRelatedSelect ?? false,
        related_select: element.relatedSelect ?? null,
        filter_by: element.filterBy ?? null,
        limit: element.limit ?? null,
        allow_clear: element.allowClear ?? null,
        is_multiple: element.isMultiple ?? false,
        selection_count: element.selectionCount ?? null,
        min_items_to_search: element.minItemsToSearch ?? null,
        max_count: element.maxCount ?? null,
        min_count: element.minCount ?? null,
        min_value: element.minValue ?? null,
        max_value: element.maxValue ?? null,
        min_length: element.minLength ?? null,
        max_length: element.maxLength ?? null,
        max_size: element.maxSize ?? null,
        allowed_extensions: element.allowedExtensions ?? null,
        mask: element.mask ?? null,
        suggestions_url: element.suggestionsUrl ?? null,
        html_content: element.htmlContent ?? null,
        css: element.css ?? null,
        js: element.js ?? null,
        language: element.language ?? null,
        button_icon: element.buttonIcon ?? null,
        action: element.action ?? null,
        short_key: element.short_key ?? null,
        short_key_label: element.shortKeyLabel ?? null,
        tabs_position: element.tabsPosition ?? null,
        save_state_key: element.saveStateKey ?? null,
        active_tab: element.activeTab ?? null,
        addon_elements_left: json(element.addonElementsLeft),
        addon_elements_right: json(element.addonElementsRight),
        custom_validator: element.customValidator ?? null,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  for (const [index, element] of elements.entries()) {
    const row = rows.find((candidate) => candidate.position === (index + 1) * 10)!;
    if (element.children?.length) await insertElements(trx, formId, element.children, row.id);
  }
}

import type { Selectable } from 'kysely';
import type { FormElementMeta, FormElementType } from '../../src/core/api/formMeta';
import type { FormElementsTable } from '../db/DatabaseSchema';

export type FormElementRow = Selectable<FormElementsTable>;

/** form_elements columns and the FormElementMeta field each one becomes (formMeta.ts spells `limit` and `short_key` as the columns do). */
const FIELDS = {
  type: 'type',
  data_field: 'dataField',
  label: 'label',
  placeholder: 'placeholder',
  hint: 'hint',
  width: 'width',
  css_class: 'cssClass',
  css_style: 'cssStyle',
  is_required: 'isRequired',
  is_disabled: 'isDisabled',
  is_read_only: 'isReadOnly',
  display_condition: 'displayCondition',
  default_value: 'defaultValue',
  format: 'format',
  min_date: 'minDate',
  max_date: 'maxDate',
  min_datetime: 'minDatetime',
  max_datetime: 'maxDatetime',
  text_align: 'textAlign',
  scale: 'scale',
  data: 'data',
  is_related_select: 'isRelatedSelect',
  related_select: 'relatedSelect',
  filter_by: 'filterBy',
  limit: 'limit',
  allow_clear: 'allowClear',
  is_multiple: 'isMultiple',
  selection_count: 'selectionCount',
  min_items_to_search: 'minItemsToSearch',
  max_count: 'maxCount',
  min_count: 'minCount',
  min_value: 'minValue',
  max_value: 'maxValue',
  min_length: 'minLength',
  max_length: 'maxLength',
  max_size: 'maxSize',
  allowed_extensions: 'allowedExtensions',
  mask: 'mask',
  suggestions_url: 'suggestionsUrl',
  html_content: 'htmlContent',
  css: 'css',
  js: 'js',
  language: 'language',
  button_icon: 'buttonIcon',
  action: 'action',
  short_key: 'short_key',
  short_key_label: 'shortKeyLabel',
  tabs_position: 'tabsPosition',
  save_state_key: 'saveStateKey',
  active_tab: 'activeTab',
  addon_elements_left: 'addonElementsLeft',
  addon_elements_right: 'addonElementsRight',
  custom_validator: 'customValidator',
} as const satisfies Partial<Record<keyof FormElementRow, keyof FormElementMeta>>;

/**
 * One form_elements row as the wire's FormElementMeta, without children: snake_case columns become the
 * camelCase fields, and unset (null) ones are left out, so a 1,000-field form does not ship 50,000 nulls
 * (formModel supplies the defaults). Numeric columns PostgreSQL returns as text on one driver are numbers.
 *
 * @example
 * formElementMeta({ id: 3, type: 'input', data_field: 'applicant', is_required: true, ... }); // { id: 3, type: 'input', dataField: 'applicant', isRequired: true, ... }
 */
export function formElementMeta(row: FormElementRow): FormElementMeta {
  const element: Record<string, unknown> = { id: row.id, type: row.type as FormElementType };
  for (const [column, field] of Object.entries(FIELDS)) {
    const value = row[column as keyof FormElementRow];
    if (value === null || value === undefined) continue;
    element[field] = column === 'min_value' || column === 'max_value' ? Number(value) : value;
  }
  return element as unknown as FormElementMeta;
}

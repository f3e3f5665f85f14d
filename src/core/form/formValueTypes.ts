import type { FormElementType } from '../api/formMeta';

/**
 * Element types that hold a record value under their dataField. The rest (button, tab_container, tab,
 * fieldset, html) only arrange or decorate the form and are never read from or written to a record.
 */
export const FORM_VALUE_TYPES: ReadonlySet<FormElementType> = new Set<FormElementType>([
  'input',
  'text',
  'textarea',
  'password',
  'number',
  'int',
  'date',
  'datetime',
  'time',
  'checkbox',
  'select',
  'multiselect',
  'scroll_select',
  'file',
  'image',
  'key_value',
  'raw_json',
  'code',
  'monaco',
  'rich_text',
  'markdown',
  'geo',
  'geo_polygon',
  'icon',
]);

/**
 * Form metadata as the server sends it (SPEC §2.9 Form elements, §3 Form element and Option). Optional
 * fields are optional because administrators fill in only what an element needs; formModel supplies the
 * defaults. Types only: the browser's form, the shared validation rules and the server all use this file.
 *
 * @example
 * const applicant: FormElementMeta = { id: 3, type: 'input', dataField: 'applicant', label: 'Ариза берувчи', isRequired: true, maxLength: 200 };
 */

/** The element types of SPEC §2.9, spelt as the server stores them in form_elements.type. */
export type FormElementType =
  | 'input'
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'int'
  | 'date'
  | 'datetime'
  | 'time'
  /** Drawn as a switch. */
  | 'checkbox'
  | 'select'
  | 'multiselect'
  /** Options paged from `GET forms/paginate-element/{formName}/{elementId}` (SPEC §7). */
  | 'scroll_select'
  | 'file'
  | 'image'
  | 'button'
  | 'tab_container'
  | 'tab'
  | 'fieldset'
  | 'html'
  | 'key_value'
  | 'raw_json'
  | 'code'
  | 'monaco'
  | 'rich_text'
  | 'markdown'
  | 'geo'
  | 'geo_polygon';

/** One option of a select (SPEC §3 Option); extra fields (e.g. a district's region_id) serve related selects. */
export interface FormOption {
  id: string | number;
  name: string;
  /** name_uz, name_ru...: the name in a locale, preferred over `name` when present. */
  [field: string]: unknown;
  display_name?: string | null;
}

export type FormTextAlign = 'left' | 'center' | 'right';

/** A fixed text or icon drawn inside a text control, before or after the input (addonElementsLeft/Right). */
export interface FormAddon {
  text?: string | null;
  icon?: string | null;
}

/** One element of a form: a field, or a container (tab_container, tab, fieldset) holding `children`. */
export interface FormElementMeta {
  id: number;
  type: FormElementType;
  /** The record field the element edits; absent on containers, html and buttons. */
  dataField?: string | null;
  /** Parts separated by `|`: top, left, right, bottom (SPEC §2.9). */
  label?: string | null;
  placeholder?: string | null;
  hint?: string | null;
  /** <= 12 grid columns, 13..100 percent, above 100 pixels; absent means the whole row. */
  width?: number | null;
  cssClass?: string | null;
  cssStyle?: string | null;
  isRequired?: boolean | null;
  isDisabled?: boolean | null;
  isReadOnly?: boolean | null;
  /** Expression over the form values (sandboxed evaluator); shown when absent or when evaluation fails. */
  displayCondition?: string | null;
  /** Value of a new record (for dates also 'now' / 'today'). */
  defaultValue?: unknown;
  /** Display format of dates and times (dayjs tokens: DD.MM.YYYY, DD.MM.YYYY HH:mm, HH:mm). */
  format?: string | null;
  /** Bounds of date controls, server format YYYY-MM-DD (whole days). */
  minDate?: string | null;
  maxDate?: string | null;
  /** Bounds of datetime controls, server format YYYY-MM-DDTHH:mm:ssZ. */
  minDatetime?: string | null;
  maxDatetime?: string | null;
  textAlign?: FormTextAlign | null;
  /** Decimals of a number control; default up to 4 (SPEC §5). */
  scale?: number | null;
  /** Options of a select, resolved by the server (inline list or the element's data source). */
  data?: FormOption[] | null;
  /** Related select: disabled until the field `relatedSelect` (a dataField) has a value... */
  isRelatedSelect?: boolean | null;
  relatedSelect?: string | null;
  /** ...and then offers only options whose `filterBy` field equals that value. */
  filterBy?: string | null;
  /** Scroll select page size: a page longer than this marks every option loaded. */
  limit?: number | null;
  /** A select's clear button; default true unless required. */
  allowClear?: boolean | null;
  /** A select holding a list of values (also sent as isMultiSelect). */
  isMultiple?: boolean | null;
  /** Most options a multiple select may hold at once ('Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас'). */
  selectionCount?: number | null;
  /** Options from which a select shows a search box; default 11. */
  minItemsToSearch?: number | null;
  /** Files: fewest and most items. */
  maxCount?: number | null;
  minCount?: number | null;
  /** Number bounds, inclusive. */
  minValue?: number | null;
  maxValue?: number | null;
  /** Text length bounds, inclusive. */
  minLength?: number | null;
  maxLength?: number | null;
  /** Files: the largest size in KB (x 1024 bytes); unlimited when unset. */
  maxSize?: number | null;
  /** Files: comma-separated extensions without dots ('pdf,docx'); '*' or unset means any. */
  allowedExtensions?: string | null;
  /** A pattern between slashes ('/^\d{0,9}$/') or a mask definition ('+998 00 000-00-00'). */
  mask?: string | null;
  /** `GET {suggestionsUrl}?text=`: `data` is the list of suggestions. */
  suggestionsUrl?: string | null;
  /** The html element's content (sanitised before it is drawn). */
  htmlContent?: string | null;
  /** Code and editor elements: the language ('json', 'javascript', 'sql', 'html', 'markdown'). */
  css?: string | null;
  js?: string | null;
  buttonIcon?: string | null;
  /** Keyboard shortcut of a button, e.g. 'ctrl+s'. */
  short_key?: string | null;
  shortKeyLabel?: string | null;
  /** What a button does: 'submit', 'reset', or a link followed by the link rules (SPEC §2.3). */
  action?: string | null;
  children?: FormElementMeta[] | null;
  tabsPosition?: 'top' | 'left' | 'right' | 'bottom' | null;
  /** Tab containers: the active tab index is kept under `f:tab:index:` + saveStateKey. */
  saveStateKey?: string | null;
  activeTab?: number | null;
  addonElementsLeft?: FormAddon[] | null;
  addonElementsRight?: FormAddon[] | null;
  /**
   * An expression over `value` and the form values; a non-empty string result is one more message for the
   * field (translatable), anything else passes.
   */
  customValidator?: string | null;
  /** Code, monaco and markdown editors: the language mode. */
  language?: string | null;
}

/** SPEC §3 Remote file: what an upload answers and what file and image fields hold (a list of these). */
export interface RemoteFile {
  id: string;
  name: string;
  size: number;
  extension: string;
  /** DD.MM.YYYY HH:mm:ss */
  createdAt: string;
  /** 'files' or 'images': the download path is `uploads/{kind}/{id}`. */
  kind: 'files' | 'images';
}

/** A point of a geo element; a geo polygon holds a list of them. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

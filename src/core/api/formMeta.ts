/**
 * Form metadata as the server sends it (docs/behaviour.md §5 Form elements, §2 Form element and Option). Optional
 * fields are optional because administrators fill in only what an element needs; formModel supplies the
 * defaults. The browser's form, the shared validation rules and the server all use this file.
 *
 * Each shape is written once, as the JSON schema the server registers (by its `$id`), documents and
 * serializes with; the types are derived from it (docs/architecture.md "One contract").
 *
 * @example
 * const applicant: FormElementMeta = { id: 3, type: 'input', dataField: 'applicant', label: 'Ариза берувчи', isRequired: true, maxLength: 200 };
 */
import type { FromSchema } from 'json-schema-to-ts';
import { alignSchema, type Align } from './alignSchema';

/** The element types of docs/behaviour.md §5, spelt as the server stores them in form_elements.type. */
export const formElementTypeSchema = {
  type: 'string',
  enum: [
    'input',
    'text',
    'textarea',
    'password',
    'number',
    'int',
    'date',
    'datetime',
    'time',
    // Drawn as a switch.
    'checkbox',
    'select',
    'multiselect',
    // Options paged from `GET forms/paginate-element/{formName}/{elementId}` (docs/behaviour.md §11).
    'scroll_select',
    'file',
    'image',
    'button',
    'tab_container',
    'tab',
    'fieldset',
    'html',
    'key_value',
    'raw_json',
    'code',
    'monaco',
    'rich_text',
    'markdown',
    'geo',
    'geo_polygon',
    // An icon of the product's set, stored as its classes ('fa-solid fa-map'), chosen in a picker.
    'icon',
  ],
} as const;
export type FormElementType = FromSchema<typeof formElementTypeSchema>;

/**
 * One option of a select (docs/behaviour.md §2 Option); extra fields (e.g. a district's region_id, name_uz, name_ru: the
 * name in a locale, preferred over `name` when present) serve related selects.
 */
export const formOptionSchema = {
  $id: 'FormOption',
  type: 'object',
  description: 'An option of a select (docs/behaviour.md §2 Option); further fields (e.g. region_id) serve related selects.',
  properties: { id: { type: ['number', 'string'] }, name: { type: 'string' } },
  additionalProperties: true,
} as const;
/**
 * FormOption as it is typed (also where a `$ref` names it). The schema requires neither `id` nor `name`:
 * options come from an administrator's inline list or any table of the data source, and a missing one must
 * not make the serializer fail the whole definition; the controls (and optionLabel, which falls back to the
 * id) take both as there, so the type does.
 */
export type FormOptionReference = typeof formOptionSchema & { readonly required: readonly ['id', 'name'] };
export type FormOption = FromSchema<FormOptionReference>;
/** An option by reference to the registered schema. */
export const formOptionRef = { $ref: 'FormOption#' } as const;

export type FormTextAlign = Align;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;

/** A fixed text or icon drawn inside a text control, before or after the input (addonElementsLeft/Right). */
export const formAddonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { text: nullableString, icon: nullableString },
} as const;
export type FormAddon = FromSchema<typeof formAddonSchema>;
const addons = { type: ['array', 'null'], items: formAddonSchema } as const;

/**
 * One element of a form: a field, or a container (tab_container, tab, fieldset) holding `children`. Unset
 * fields are left out (formElementMeta), so only `id` and `type` are always there.
 */
export const formElementSchema = {
  $id: 'FormElement',
  type: 'object',
  description: 'A form element (docs/behaviour.md §5, §2 Form element); containers hold children. Unset fields are left out.',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    type: formElementTypeSchema,
    /** The record field the element edits; absent on containers, html and buttons. */
    dataField: nullableString,
    /** Parts separated by `|`: top, left, right, bottom (docs/behaviour.md §5). */
    label: nullableString,
    placeholder: nullableString,
    hint: nullableString,
    /** <= 12 grid columns, 13..100 percent, above 100 pixels; absent means the whole row. */
    width: nullableInteger,
    cssClass: nullableString,
    cssStyle: nullableString,
    isRequired: nullableBoolean,
    isDisabled: nullableBoolean,
    isReadOnly: nullableBoolean,
    /** Expression over the form values (sandboxed evaluator); shown when absent or when evaluation fails. */
    displayCondition: nullableString,
    defaultValue: { description: 'Value of a new record (any JSON; dates also now / today)' },
    /** Display format of dates and times (dayjs tokens: DD.MM.YYYY, DD.MM.YYYY HH:mm, HH:mm). */
    format: nullableString,
    /** Bounds of date controls, server format YYYY-MM-DD (whole days). */
    minDate: nullableString,
    maxDate: nullableString,
    /** Bounds of datetime controls, server format YYYY-MM-DDTHH:mm:ssZ. */
    minDatetime: nullableString,
    maxDatetime: nullableString,
    textAlign: alignSchema,
    /** Decimals of a number control; default up to 4 (docs/behaviour.md §5). */
    scale: nullableInteger,
    /** Options of a select, resolved by the server (inline list or the element's data source). */
    data: { type: ['array', 'null'], items: { $ref: 'FormOption#' } },
    /** Related select: disabled until the field `relatedSelect` (a dataField) has a value... */
    isRelatedSelect: nullableBoolean,
    relatedSelect: nullableString,
    /** ...and then offers only options whose `filterBy` field equals that value. */
    filterBy: nullableString,
    /** Scroll select page size: a page longer than this marks every option loaded. */
    limit: nullableInteger,
    /** A select's clear button; default true unless required. */
    allowClear: nullableBoolean,
    /** A select holding a list of values (also sent as isMultiSelect). */
    isMultiple: nullableBoolean,
    /** Most options a multiple select may hold at once ('Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас'). */
    selectionCount: nullableInteger,
    /** Options from which a select shows a search box; default 11. */
    minItemsToSearch: nullableInteger,
    /** Files: fewest and most items. */
    maxCount: nullableInteger,
    minCount: nullableInteger,
    /** Number bounds, inclusive. */
    minValue: nullableNumber,
    maxValue: nullableNumber,
    /** Text length bounds, inclusive. */
    minLength: nullableInteger,
    maxLength: nullableInteger,
    /** Files: the largest size in KB (x 1024 bytes); unlimited when unset. */
    maxSize: nullableInteger,
    /** Files: comma-separated extensions without dots ('pdf,docx'); '*' or unset means any. */
    allowedExtensions: nullableString,
    /** A pattern between slashes ('/^\d{0,9}$/') or a mask definition ('+998 00 000-00-00'). */
    mask: nullableString,
    /** `GET {suggestionsUrl}?text=`: `data` is the list of suggestions. */
    suggestionsUrl: nullableString,
    /** The html element's content (sanitised before it is drawn). */
    htmlContent: nullableString,
    css: nullableString,
    js: {
      ...nullableString,
      description:
        "Module URL of the element's script, relative to the API base (source text is served at forms/{name}/scripts/{sha256}.js)",
    },
    /** Code, monaco and markdown editors: the language mode ('json', 'javascript', 'sql', 'html', 'markdown'). */
    language: nullableString,
    buttonIcon: nullableString,
    /** What a button does: 'submit', 'reset', or a link followed by the link rules (docs/behaviour.md §1). */
    action: nullableString,
    /** Keyboard shortcut of a button, e.g. 'ctrl+s'. */
    short_key: nullableString,
    shortKeyLabel: nullableString,
    tabsPosition: { type: ['string', 'null'], enum: ['top', 'left', 'right', 'bottom', null] },
    /** Tab containers: the active tab index is kept under `f:tab:index:` + saveStateKey. */
    saveStateKey: nullableString,
    activeTab: nullableInteger,
    addonElementsLeft: addons,
    addonElementsRight: addons,
    /**
     * An expression over `value` and the form values; a non-empty string result is one more message for the
     * field (translatable), anything else passes.
     */
    customValidator: nullableString,
    children: { type: 'array', items: { $ref: 'FormElement#' } },
  },
  required: ['id', 'type'],
} as const;

/**
 * FormElement as a `$ref` to it is typed (contractRoutes' references, FormDefinition): json-schema-to-ts
 * cannot follow a schema into itself, so there `children` is a list of anything; FormElementMeta types it.
 */
export type FormElementReference = Omit<typeof formElementSchema, 'properties'> & {
  readonly properties: Omit<(typeof formElementSchema)['properties'], 'children'> & { readonly children: { readonly type: 'array' } };
};

/** One element of a form: a field, or a container (tab_container, tab, fieldset) holding `children`. */
export interface FormElementMeta extends Omit<FromSchema<FormElementReference, { references: [FormOptionReference] }>, 'children'> {
  children?: FormElementMeta[];
}

/** docs/behaviour.md §2 Remote file: what an upload answers and what file and image fields hold (a list of these). */
export const remoteFileSchema = {
  type: 'object',
  description: 'docs/behaviour.md §2 Remote file',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    size: { type: 'integer' },
    extension: { type: 'string' },
    createdAt: { type: 'string', description: 'DD.MM.YYYY HH:mm:ss, Asia/Tashkent' },
    /** 'files' or 'images': the download path is `uploads/{kind}/{id}`. */
    kind: { type: 'string', enum: ['files', 'images'] },
    /**
     * In answers only (never stored): a short-lived signed address of the body, relative to the API base, for
     * a link or an <img> (which cannot send a token). See docs/files.md.
     */
    url: { type: 'string' },
  },
  required: ['id', 'name', 'size', 'extension', 'createdAt', 'kind'],
} as const;
export type RemoteFile = FromSchema<typeof remoteFileSchema>;

/** A point of a geo element; a geo polygon holds a list of them. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

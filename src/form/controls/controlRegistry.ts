import { lazy, type ComponentType } from 'react';
import type { FormElementType } from '../../core/api/formMeta';
import { ButtonControl } from './ButtonControl';
import { CheckboxControl } from './CheckboxControl';
import type { ControlProps } from './ControlProps';
import { FieldsetControl } from './FieldsetControl';
import { InputControl } from './InputControl';
import { NumberControl } from './NumberControl';
import { PasswordControl } from './PasswordControl';
import { SelectControl } from './SelectControl';
import { TabContainerControl } from './TabContainerControl';
import { TextareaControl } from './TextareaControl';

// Editors and maps are their own chunks (DESIGN §2): a form without them never downloads CodeMirror,
// the rich text editor or Leaflet.
const CodeControl = lazy(() => import('./CodeControl').then((m) => ({ default: m.CodeControl })));
const RichTextControl = lazy(() => import('./RichTextControl').then((m) => ({ default: m.RichTextControl })));
const MarkdownControl = lazy(() => import('./MarkdownControl').then((m) => ({ default: m.MarkdownControl })));
const GeoControl = lazy(() => import('./GeoControl').then((m) => ({ default: m.GeoControl })));
const GeoPolygonControl = lazy(() => import('./GeoPolygonControl').then((m) => ({ default: m.GeoPolygonControl })));
// Uploads, scroll selects (paged from the server), key-value lists and raw JSON are chunks of their own too:
// a page with a plain form downloads none of them before it can show the form (DESIGN §6).
const FileControl = lazy(() => import('./FileControl').then((m) => ({ default: m.FileControl })));
const ScrollSelectControl = lazy(() => import('./ScrollSelectControl').then((m) => ({ default: m.ScrollSelectControl })));
const KeyValueControl = lazy(() => import('./KeyValueControl').then((m) => ({ default: m.KeyValueControl })));
const RawJsonControl = lazy(() => import('./RawJsonControl').then((m) => ({ default: m.RawJsonControl })));
// The html element carries DOMPurify (~11 KiB gzip), which forms without one never need.
const HtmlControl = lazy(() => import('./HtmlControl').then((m) => ({ default: m.HtmlControl })));
// Date and time fields carry the typed-date parsing and masks (about 2 KiB gzip) that other forms never need.
const DateControl = lazy(() => import('./DateControl').then((m) => ({ default: m.DateControl })));
const TimeControl = lazy(() => import('./TimeControl').then((m) => ({ default: m.TimeControl })));

/**
 * The one registry of form controls, keyed by the server's element type (SPEC §2.9). The renderer looks a
 * type up here and draws nothing for a type it does not know (an administrator's typo must not break the
 * form). `tab` has no entry: tab containers draw their tabs themselves.
 *
 * @example
 * const Control = CONTROL_REGISTRY[element.type];
 * return Control ? <Control element={element} env={env} /> : null;
 */
export const CONTROL_REGISTRY: Partial<Record<FormElementType, ComponentType<ControlProps>>> = {
  input: InputControl,
  text: InputControl,
  textarea: TextareaControl,
  password: PasswordControl,
  number: NumberControl,
  int: NumberControl,
  date: DateControl,
  datetime: DateControl,
  time: TimeControl,
  checkbox: CheckboxControl,
  select: SelectControl,
  multiselect: SelectControl,
  scroll_select: ScrollSelectControl,
  file: FileControl,
  image: FileControl,
  button: ButtonControl,
  tab_container: TabContainerControl,
  fieldset: FieldsetControl,
  html: HtmlControl,
  key_value: KeyValueControl,
  raw_json: RawJsonControl,
  code: CodeControl,
  monaco: CodeControl,
  rich_text: RichTextControl,
  markdown: MarkdownControl,
  geo: GeoControl,
  geo_polygon: GeoPolygonControl,
};

/** Types whose control draws its own label and frame (containers, buttons, html): the renderer adds none. */
export const FRAMELESS_TYPES: ReadonlySet<FormElementType> = new Set<FormElementType>([
  'button',
  'tab_container',
  'tab',
  'fieldset',
  'html',
]);

/** Types whose control is a lazy chunk: the renderer gives only these a Suspense boundary of their own. */
export const LAZY_TYPES: ReadonlySet<FormElementType> = new Set<FormElementType>([
  'code',
  'monaco',
  'rich_text',
  'markdown',
  'geo',
  'geo_polygon',
  'html',
  'file',
  'image',
  'scroll_select',
  'key_value',
  'raw_json',
  'date',
  'datetime',
  'time',
]);

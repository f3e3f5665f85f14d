import type { FormElementMeta, FormElementType } from '../../core/api/formMeta';
import { preloadableLazy, type PreloadedComponent } from '../../ui/preloadableLazy';
import type { ControlProps } from './ControlProps';
import { isFeaturedInput } from './text/isFeaturedInput';

type LazyControl = PreloadedComponent<ControlProps>;

// Editors and maps are their own chunks (docs/architecture.md): a form without them never downloads CodeMirror,
// the rich text editor or Leaflet.
const code = preloadableLazy(() => import('./CodeControl').then((m) => m.CodeControl));
const richText = preloadableLazy(() => import('./RichTextControl').then((m) => m.RichTextControl));
const markdown = preloadableLazy(() => import('./MarkdownControl').then((m) => m.MarkdownControl));
const geo = preloadableLazy(() => import('./GeoControl').then((m) => m.GeoControl));
const geoPolygon = preloadableLazy(() => import('./GeoPolygonControl').then((m) => m.GeoPolygonControl));
// The icon picker carries the icon set's catalogue (~23 KiB gzip): configuration forms only.
const icon = preloadableLazy(() => import('./IconPickerControl').then((m) => m.IconPickerControl));
// The light controls below are lazy too, so that a page with a plain form downloads none of them before it
// can show the form (docs/performance.md). The build puts them in one chunk (scripts/rechunk.mjs, 13 KiB brotli): a
// form that has any of them waits for them before its first render, and one file is one request where
// twenty were many. Uploads, scroll selects (paged from the server), key-value lists and raw JSON:
const file = preloadableLazy(() => import('./FileControl').then((m) => m.FileControl));
const scrollSelect = preloadableLazy(() => import('./ScrollSelectControl').then((m) => m.ScrollSelectControl));
const keyValue = preloadableLazy(() => import('./KeyValueControl').then((m) => m.KeyValueControl));
const rawJson = preloadableLazy(() => import('./RawJsonControl').then((m) => m.RawJsonControl));
// The html element carries DOMPurify (~11 KiB gzip, a chunk of its own), which forms without one never need.
const html = preloadableLazy(() => import('./HtmlControl').then((m) => m.HtmlControl));
// Date and time fields, with the typed-date parsing and masks:
const date = preloadableLazy(() => import('./DateControl').then((m) => m.DateControl));
const time = preloadableLazy(() => import('./TimeControl').then((m) => m.TimeControl));
// Tabs, password fields and form buttons:
const tabs = preloadableLazy(() => import('./TabContainerControl').then((m) => m.TabContainerControl));
const password = preloadableLazy(() => import('./PasswordControl').then((m) => m.PasswordControl));
const button = preloadableLazy(() => import('./ButtonControl').then((m) => m.ButtonControl));

/**
 * A text field with a mask or suggestions (the mask and combobox code, about 2 KiB gzip): InputControl draws
 * it for those fields only, and the plain input in its place until it is in.
 */
export const FeaturedInput = preloadableLazy(() => import('./text/FeaturedInput').then((m) => m.FeaturedInput));

/**
 * The form controls that are chunks of their own, by the element types they draw. They live outside the
 * form's chunk so that a form's definition can start the ones it needs as soon as it arrives
 * (preloadFormControls), while the page still loads the form's own code.
 */
export const LAZY_CONTROLS: Partial<Record<FormElementType, LazyControl>> = {
  code,
  monaco: code,
  rich_text: richText,
  markdown,
  geo,
  geo_polygon: geoPolygon,
  icon,
  html,
  file,
  image: file,
  scroll_select: scrollSelect,
  key_value: keyValue,
  raw_json: rawJson,
  date,
  datetime: date,
  time,
  tab_container: tabs,
  password,
  button,
};

// Editors and maps wait for their first render: started with the definition, they arrived and were
// evaluated (40-50 ms for CodeMirror, the rich text editor and Leaflet) before the form's first render, which
// they then held up; the form draws them a moment later in their own Suspense boundaries.
const HEAVY = new Set<LazyControl>([code, richText, markdown, geo, geoPolygon, icon]);

/**
 * Starts the chunks of the light controls a form of these elements draws (dates, uploads, scroll selects,
 * tabs, masked inputs ...) and resolves when they are in (or failed: the control's own boundary then
 * reports it). The definition's arrival starts them (prefetchForm); the form's load waits for them
 * (useFormLoad), so its first render draws every light control at once, with no placeholder to replace and
 * nothing moving below it.
 *
 * @example
 * await preloadFormControls(definition.elements);
 */
export function preloadFormControls(elements: readonly FormElementMeta[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      const control = LAZY_CONTROLS[element.type];
      if (control && !HEAVY.has(control)) loads.push(control.preload());
      if (isFeaturedInput(element)) loads.push(FeaturedInput.preload());
      if (element.children?.length) visit(element.children);
    }
  };
  visit(elements);
  return Promise.all(loads);
}

import type { ScriptContext, ScriptSetup } from '../../core/scripts/ScriptContext';
import type { FormValues } from '../controls/ControlProps';

/**
 * What a form element's script gets (docs/behaviour.md §2 Form element `js`): the shared script context, whose `root` is
 * the element's cell (its label, control and messages; its own `css` is confined to it), and the form it
 * belongs to. It runs once the element shows, and its cleanup when the element goes (a display condition
 * turning false, the form closing).
 *
 * @example
 * // form_elements.js of an input with dataField "tin"
 * export default function ({ root, values, setValue, signal }) {
 *   const input = root.querySelector('input');
 *   input.addEventListener('blur', () => setValue('tin', values().tin?.replace(/\D/g, '')), { signal });
 * }
 */
export interface FormElementScriptContext extends ScriptContext {
  root: HTMLElement;
  /** The form's name, as in `GET forms/{name}`. */
  form: string;
  /** The element's id (form_elements.id). */
  element: number | string;
  /** The record being edited when the script started; null on a new record's form. */
  recordId: string | number | null;
  /** The form's current values, by dataField. */
  values(): FormValues;
  /** Sets a field's value as if the user had entered it: validated, and the form counts as changed. */
  setValue(field: string, value: unknown): void;
}

/** A form element script module's default export. */
export type FormElementScriptSetup = ScriptSetup<FormElementScriptContext>;

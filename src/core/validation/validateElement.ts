import type { FieldError } from '../api/formContract';
import type { FormElementMeta } from '../api/formMeta';
import type { EvaluateExpression } from '../expression/EvaluateExpression';
import type { formatDateBound } from '../form/formatDateBound';
import { isEmptyValue } from '../form/isEmptyValue';
import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES as M } from './validationMessages';
import { valueTypeFits } from './valueTypeFits';

export interface ValidationContext {
  /** Editing an existing record: the password length rule applies only to new records (docs/behaviour.md §5). */
  isEdit: boolean;
  /** All the form's values: the custom validator's scope. */
  values: Record<string, unknown>;
  /** The sandboxed evaluator, for custom validators; without it they are skipped. */
  evaluate?: EvaluateExpression;
  /** Time zone datetime bounds are shown in; default Asia/Tashkent. */
  timeZone?: string;
  /**
   * Writes a date or datetime bound for the messages of the date rules, in the element's display format
   * (src/core/form/formatDateBound, which brings dayjs: the server passes it, a form's resolver loads it only
   * when the form has bounded date fields). Without it a bound is shown as stored.
   */
  formatDateBound?: typeof formatDateBound;
}

const TEXT_TYPES = new Set(['input', 'text', 'textarea', 'password', 'code', 'monaco', 'rich_text', 'markdown']);

/**
 * The first rule of docs/behaviour.md §5 one element's value breaks, or null. The same code runs in the browser (as the
 * user types, shown by the dirty rule) and on the server before every write, so both refuse alike:
 * required, then the value's type, then the bounds of its kind, then the element's custom validator.
 *
 * @example
 * validateElement({ id: 1, type: 'int', dataField: 'n', minValue: 1 }, 0, { isEdit: false, values: {} });
 * // { message: 'Қиймат {0} дан катта ёки тенг бўлиши керак', params: [1] }
 */
export function validateElement(element: FormElementMeta, value: unknown, context: ValidationContext): FieldError | null {
  const empty = isEmptyValue(value);
  // A stored password is never sent back to be shown, so an empty one on an edit means "keep it".
  if (element.type === 'password' && context.isEdit && empty) return null;
  if (element.type === 'checkbox') {
    if (element.isRequired && !(value === true)) return { message: M.checkboxRequired };
  } else if (element.isRequired && empty) {
    return { message: M.required };
  }
  if (empty) return custom(element, value, context);
  if (!valueTypeFits(element, value)) return { message: M.wrongValue };
  return bounds(element, value, context) ?? custom(element, value, context);
}

function bounds(element: FormElementMeta, value: unknown, context: ValidationContext): FieldError | null {
  const { type } = element;
  if (type === 'password' && !context.isEdit && (value as string).length < PASSWORD_MIN_LENGTH) return { message: M.passwordTooShort };
  if (TEXT_TYPES.has(type)) {
    const length = (value as string).length;
    if (element.minLength != null && length < element.minLength) return { message: M.tooShort, params: [element.minLength] };
    if (element.maxLength != null && length > element.maxLength) return { message: M.tooLong, params: [element.maxLength] };
  }
  if (type === 'raw_json') {
    try {
      JSON.parse(value as string);
    } catch {
      return { message: M.badJson };
    }
  }
  if (type === 'number' || type === 'int') {
    const number = value as number;
    if (element.minValue != null && number < element.minValue) return { message: M.valueBelowMin, params: [element.minValue] };
    if (element.maxValue != null && number > element.maxValue) return { message: M.valueAboveMax, params: [element.maxValue] };
  }
  const shown = (bound: string, kind: 'date' | 'datetime') =>
    context.formatDateBound ? context.formatDateBound(bound, kind, element.format, context.timeZone) : bound;
  if (type === 'date') {
    // Whole days (docs/behaviour.md §5): 'YYYY-MM-DD' compares as text, and any time of the bound day is inside.
    const day = (value as string).slice(0, 10);
    if (element.minDate && day < element.minDate.slice(0, 10))
      return { message: M.dateBeforeMin, params: [shown(element.minDate, 'date')] };
    if (element.maxDate && day > element.maxDate.slice(0, 10)) return { message: M.dateAfterMax, params: [shown(element.maxDate, 'date')] };
  }
  if (type === 'datetime') {
    const time = Date.parse(value as string);
    const { minDatetime: min, maxDatetime: max } = element;
    if (min && time < Date.parse(min)) return { message: M.dateBeforeMin, params: [shown(min, 'datetime')] };
    if (max && time > Date.parse(max)) return { message: M.dateAfterMax, params: [shown(max, 'datetime')] };
  }
  if (type === 'file' || type === 'image') {
    const count = (value as unknown[]).length;
    if (element.minCount != null && count < element.minCount) return { message: M.tooFewFiles, params: [element.minCount] };
    if (element.maxCount != null && count > element.maxCount) return { message: M.tooManyFiles, params: [element.maxCount] };
  }
  if (Array.isArray(value) && (type === 'select' || type === 'multiselect' || type === 'scroll_select')) {
    if (element.selectionCount != null && value.length > element.selectionCount)
      return { message: M.tooManySelected, params: [element.selectionCount] };
  }
  return null;
}

/** Checked on empty values too, after the built-in rules: a custom rule may demand a value conditionally. */
function custom(element: FormElementMeta, value: unknown, context: ValidationContext): FieldError | null {
  if (!element.customValidator?.trim() || !context.evaluate) return null;
  try {
    const result = context.evaluate(element.customValidator, { ...context.values, value });
    return typeof result === 'string' && result.trim() ? { message: result } : null;
  } catch {
    // A broken validator must not block every save; the administrator sees the error in the log (docs/behaviour.md §9).
    return null;
  }
}

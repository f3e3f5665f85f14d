import type { FieldErrors as HookFieldErrors, Resolver } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import { loadOnce } from '../../ui/loadOnce';
import { validateValues } from '../../core/validation/validateValues';
import type { Translate } from '../../ui/useTranslator';
import type { FormValues } from '../controls/ControlProps';

/**
 * The date messages' bound formatter (it brings dayjs): a chunk of its own, which a form loads only when one
 * of its date fields has a bound, so that a form without such fields never downloads dayjs (issue 16: size).
 * A failed download is tried again by the next validation.
 */
const loadDateBoundFormat = loadOnce(() => import('../../core/form/formatDateBound').then((module) => module.formatDateBound));

function hasDateBounds(elements: readonly FormElementMeta[]): boolean {
  return elements.some(
    (element) =>
      (element.type === 'date' && Boolean(element.minDate || element.maxDate)) ||
      (element.type === 'datetime' && Boolean(element.minDatetime || element.maxDatetime)) ||
      hasDateBounds(element.children ?? []),
  );
}

export interface FormResolverOptions {
  elements: readonly FormElementMeta[];
  isEdit: boolean;
  evaluate: EvaluateExpression;
  timeZone: string;
  t: Translate;
}

/**
 * react-hook-form's resolver over the shared rules (src/core/validation): the browser validates with the
 * very code the server runs before a write, so a form the browser accepts is one the server accepts.
 * Messages are translated here, `{0}` filled from the rule's params.
 *
 * @example
 * useForm({ resolver: formResolver({ elements, isEdit, evaluate: evaluateExpression, timeZone, t }), mode: 'onChange' });
 */
export function formResolver(options: FormResolverOptions): Resolver<FormValues> {
  const bounded = hasDateBounds(options.elements);
  // Started with the form, so that it is in by the first validation.
  if (bounded) loadDateBoundFormat().catch(() => undefined);
  return async (values) => {
    const found = validateValues(options.elements, values, {
      isEdit: options.isEdit,
      evaluate: options.evaluate,
      timeZone: options.timeZone,
      // Should its download fail, the rules still hold; their messages then name the bound as stored.
      formatDateBound: bounded ? await loadDateBoundFormat().catch(() => undefined) : undefined,
    });
    const errors: HookFieldErrors<FormValues> = {};
    for (const [field, error] of Object.entries(found)) {
      errors[field] = { type: 'rule', message: options.t(error.message, { ...error.params }) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

import type { FieldErrors as HookFieldErrors, Resolver } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import { validateValues } from '../../core/validation/validateValues';
import type { Translate } from '../../ui/useTranslator';
import type { FormValues } from '../controls/ControlProps';

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
  return async (values) => {
    const found = validateValues(options.elements, values, {
      isEdit: options.isEdit,
      evaluate: options.evaluate,
      timeZone: options.timeZone,
    });
    const errors: HookFieldErrors<FormValues> = {};
    for (const [field, error] of Object.entries(found)) {
      errors[field] = { type: 'rule', message: options.t(error.message, { ...error.params }) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

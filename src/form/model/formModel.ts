import type { FormDefinition } from '../../core/api/formContract';
import type { FormElementMeta } from '../../core/api/formMeta';
import { fieldElements } from '../../core/form/fieldElements';

/** What the form view needs from a definition, worked out once per definition. */
export interface FormModel {
  /** The elements that edit a record field, in document order (containers walked). */
  fields: FormElementMeta[];
  /** Their dataFields, each once. */
  fieldNames: string[];
  /** Ids of the elements with a displayCondition: only these subscribe to the form's values. */
  conditional: ReadonlySet<number>;
  /** Every element by id, containers and buttons included. */
  byId: ReadonlyMap<number, FormElementMeta>;
}

/**
 * The pure model of a form (docs/architecture.md "headless model, thin view"): which elements are fields, which are
 * conditional, and a lookup by id. The values side lives beside it (newRecordValues, recordValues,
 * toSaveValues).
 *
 * @example
 * const model = buildFormModel(definition);
 * model.fieldNames; // ['applicant', 'amount', ...]
 * model.conditional.has(12); // element 12 has a displayCondition
 */
export function buildFormModel(definition: Pick<FormDefinition, 'elements'>): FormModel {
  const fields = fieldElements(definition.elements);
  const conditional = new Set<number>();
  const byId = new Map<number, FormElementMeta>();
  const walk = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      byId.set(element.id, element);
      if (element.displayCondition?.trim()) conditional.add(element.id);
      if (element.children?.length) walk(element.children);
    }
  };
  walk(definition.elements);
  return { fields, fieldNames: [...new Set(fields.map((field) => field.dataField!))], conditional, byId };
}

import type { FormDefinition } from '../../src/core/api/formContract';
import type { FormElementMeta, FormOption } from '../../src/core/api/formMeta';

/** The field kinds both form benches draw, in turn: a mix like a real registry form. */
export const BENCH_FORM_KINDS = ['input', 'number', 'date', 'select', 'checkbox', 'textarea'] as const;

/** The options of every select on both pages. */
export const BENCH_FORM_OPTIONS: FormOption[] = ['Тошкент', 'Самарқанд', 'Бухоро', 'Хива', 'Андижон', 'Наманган'].map((name, index) => ({
  id: index + 1,
  name,
}));

/** The page's query: ?fields=1000 (default). */
export function benchFieldCount(): number {
  return Number(new URLSearchParams(location.search).get('fields') ?? 1000);
}

/**
 * The form of both benches: `count` elements cycling through BENCH_FORM_KINDS, each with a label, half of
 * them required, two to a row (width 6), as an administrator sets up a long form. A new record: no values.
 */
export function benchFormElements(count: number): FormElementMeta[] {
  return Array.from({ length: count }, (_, index) => {
    const type = BENCH_FORM_KINDS[index % BENCH_FORM_KINDS.length];
    const element: FormElementMeta = {
      id: index + 1,
      type,
      dataField: `f${index + 1}`,
      label: `Майдон ${index + 1}`,
      width: 6,
      isRequired: index % 2 === 0,
    };
    if (type === 'select') return { ...element, data: BENCH_FORM_OPTIONS };
    if (type === 'number') return { ...element, scale: 2 };
    return element;
  });
}

/** The definition the Platon page renders: benchFormElements under the props a plain insert form has. */
export function benchFormDefinition(count: number): FormDefinition {
  return {
    props: {
      id: 1,
      name: 'bench',
      title: 'Bench',
      projectId: 'platon',
      isBuiltIn: false,
      isPublic: false,
      rowKey: 'id',
      canInsert: true,
      canUpdate: true,
      canDelete: false,
      canHardDelete: false,
    },
    elements: benchFormElements(count),
  };
}

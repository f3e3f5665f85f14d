import type { FormOption } from '../../src/core/api/formMeta';
import type { ElementSeed, FormSeed } from './FormSeed';

type Extra = Partial<ElementSeed>;

/** Technical values (types, alignments, methods) name themselves: administrators know them as written. */
const options = (ids: readonly (string | number)[]): FormOption[] => ids.map((id) => ({ id, name: String(id) }));

/**
 * Element builders for the platform's own forms, so each collection's form reads as a list of its columns,
 * and `builtInForm`, which stamps a form as the platform's: project 'platon', built in (no gear links,
 * docs/behaviour.md §2), administrators only; deletable unless it says otherwise.
 *
 * @example
 * const { builtInForm, input, flag } = builtInFormParts;
 * builtInForm({ name: 'cron', title: 'Режалаштирилган вазифалар', sourceTable: 'cron', elements: [input('name', 'Номи', { isRequired: true }), flag('is_active', 'Фаол')] });
 */
export const builtInFormParts = {
  builtInForm(form: Omit<FormSeed, 'projectId' | 'isBuiltIn' | 'permission'>): FormSeed {
    return { canDelete: true, ...form, projectId: 'platon', isBuiltIn: true, permission: 'platon.admin' };
  },
  input: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'input', dataField, label, width: 6, ...extra }),
  textarea: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'textarea', dataField, label, ...extra }),
  int: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'int', dataField, label, width: 3, ...extra }),
  number: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'number', dataField, label, width: 3, ...extra }),
  flag: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'checkbox', dataField, label, width: 3, ...extra }),
  select: (dataField: string, label: string, ids: readonly (string | number)[], extra: Extra = {}): ElementSeed => ({
    type: 'select',
    dataField,
    label,
    data: options(ids),
    width: 3,
    ...extra,
  }),
  json: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({ type: 'raw_json', dataField, label, ...extra }),
  code: (dataField: string, label: string, language: string, extra: Extra = {}): ElementSeed => ({
    type: 'code',
    dataField,
    label,
    language,
    ...extra,
  }),
  sql: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({
    type: 'monaco',
    dataField,
    label,
    language: 'sql',
    ...extra,
  }),
  datetime: (dataField: string, label: string, extra: Extra = {}): ElementSeed => ({
    type: 'datetime',
    dataField,
    label,
    format: 'DD.MM.YYYY HH:mm',
    width: 4,
    ...extra,
  }),
  tab: (label: string, children: ElementSeed[]): ElementSeed => ({ type: 'tab', label, children }),
  /** Every field read-only: the user_logs and metrics forms show what the platform recorded. */
  readOnly: (elements: ElementSeed[]): ElementSeed[] => elements.map((element) => ({ ...element, isReadOnly: true, isRequired: false })),
};

import type { FormElementMeta } from '../../core/api/formMeta';
import { labelParts } from './labelParts';

/** What an element without a label is called in its gear link's name (message keys, Uzbek Cyrillic). */
const UNLABELLED_TYPE_NAMES: Partial<Record<FormElementMeta['type'], string>> = {
  tab_container: 'Бўлимлар',
  tab: 'Бўлим',
  fieldset: 'Гуруҳ',
  html: 'Матн блоки',
  button: 'Тугма',
};

/**
 * What an administrator's gear link of `element` edits, for its accessible name 'Таҳрирлаш: {0}': the
 * element's label (its first non-empty part); for a tab container, the names of its tabs; else its field;
 * else what kind of element it is, translated. Never a raw type name such as 'tab_container'.
 *
 * @example
 * elementEditName({ id: 1, type: 'tab_container', children: [{ id: 2, type: 'tab', label: 'Асосий' }] }, t);
 * // 'Бўлимлар: Асосий'
 */
export function elementEditName(element: FormElementMeta, t: (key: string, values?: Record<string, unknown>) => string): string {
  const parts = labelParts(element.label);
  const label = parts.asteriskOn ? parts[parts.asteriskOn] : '';
  if (label) return label;
  const typeName = UNLABELLED_TYPE_NAMES[element.type];
  if (element.type === 'tab_container') {
    const tabs = (element.children ?? []).map((tab) => elementEditName(tab, t)).filter((name) => name !== t('Бўлим'));
    if (tabs.length > 0) return `${t('Бўлимлар')}: ${tabs.join(', ')}`;
  }
  if (element.dataField) return element.dataField;
  return typeName ? t(typeName) : element.type;
}

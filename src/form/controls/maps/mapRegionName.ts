import type { FormElementMeta } from '../../../core/api/formMeta';
import { labelParts } from '../../model/labelParts';

/**
 * The name of a map control's region landmark: 'Харита' (translated) and the field's label, so two maps on
 * one form are told apart (axe landmark-unique) and a screen reader says which field the map sets.
 *
 * @example
 * mapRegionName({ id: 1, type: 'geo', label: 'Жойи' }, t); // 'Харита: Жойи'
 */
export function mapRegionName(element: FormElementMeta, t: (key: string) => string): string {
  const parts = labelParts(element.label);
  const label = parts.asteriskOn ? parts[parts.asteriskOn] : '';
  return label ? `${t('Харита')}: ${label}` : t('Харита');
}

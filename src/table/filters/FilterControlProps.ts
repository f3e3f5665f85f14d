import type { FilterValue, TableFilterMeta } from '../../core/api/tableContract';
import type { Translate } from '../../ui/useTranslator';

/**
 * What every filter control gets from the bar. `inputId` is the element the filter's visible label points
 * at (`<label for>`), `labelId` that label's own id for controls named by aria-labelledby.
 *
 * @example
 * function TextFilter({ filter, value, onValue, inputId }: FilterControlProps) { ... }
 */
export interface FilterControlProps {
  filter: TableFilterMeta;
  value: FilterValue | null;
  /** The control's new value; null (or any empty value) removes the filter. */
  onValue(value: FilterValue | null): void;
  t: Translate;
  inputId: string;
  labelId: string;
}

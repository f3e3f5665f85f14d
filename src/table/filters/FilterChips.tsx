import type { FilterValues, TableFilterMeta } from '../../core/api/tableContract';
import type { Translate } from '../../ui/useTranslator';
import { filterValueText } from './filterValueText';
import { isEmptyFilterValue } from './isEmptyFilterValue';

export interface FilterChipsProps {
  filters: readonly TableFilterMeta[];
  values: FilterValues;
  /** Clears one filter (and the related selects under it). */
  onRemove(filter: TableFilterMeta): void;
  t: Translate;
}

/**
 * The applied filters as chips ('Ҳудуд: Самарқанд вилояти') beside the folded bar's button (issue 43), so a
 * folded bar still says how the rows are filtered; each chip's button (named 'Фильтрни олиб ташлаш: Ҳудуд')
 * clears its filter. Nothing is drawn while no filter applies.
 *
 * @example
 * <FilterChips filters={filters} values={data.filters} onRemove={clear} t={t} />
 */
export function FilterChips({ filters, values, onRemove, t }: FilterChipsProps) {
  const applied = filters.filter((filter) => !isEmptyFilterValue(values[filter.dataField]));
  if (!applied.length) return null;
  return (
    <ul className="pl-filter-chips" aria-label={t('Қўлланган фильтрлар')}>
      {applied.map((filter) => {
        const label = filter.label || filter.dataField;
        const text = `${label}: ${filterValueText(filter, values[filter.dataField]!, t)}`;
        return (
          <li key={filter.id} className="pl-chip" data-field={filter.dataField}>
            <span className="pl-chip__text" title={text}>
              {text}
            </span>
            <button
              type="button"
              className="pl-chip__remove"
              aria-label={t('Фильтрни олиб ташлаш: {0}', { 0: label })}
              title={t('Фильтрни олиб ташлаш: {0}', { 0: label })}
              onClick={() => onRemove(filter)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import type { FilterValue, FilterValues, TableFilterMeta } from '../../core/api/tableContract';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { useTranslator } from '../../ui/useTranslator';
import { useTableStyles } from '../styles/useTableStyles';
import type { TableLinks } from '../view/TableLinks';
import { applyFilterChange } from './applyFilterChange';
import { FilterField } from './FilterField';
import { isEmptyFilterValue } from './isEmptyFilterValue';

export interface TableFiltersProps {
  runtime: PlatonRuntime;
  filters: TableFilterMeta[];
  values: FilterValues;
  /** The whole new set of values; empty ones are left out. */
  onChange(values: FilterValues): void;
  /** Admin configuration link of a filter (docs/behaviour.md §4, `/forms/table_filters/…`), or null for none. */
  gearLink?: (filter: TableFilterMeta) => string | null;
  /**
   * How the gear links become addresses and open: the table's links, the same as its column gear links,
   * so both carry the router's `#` in hash mode and open as modals inside `<platon-app>`.
   */
  links?: TableLinks;
}

/**
 * The filter bar above a table (docs/behaviour.md §4 column filters): one labelled control per filter, laid out by the
 * width rule, and 'Тозалаш' to clear them all. Every change reports the whole new set of values, with
 * related selects below a changed filter cleared.
 *
 * @example
 * <TableFilters runtime={runtime} filters={definition.filters} values={values} onChange={setValues} />
 */
export function TableFilters(props: TableFiltersProps) {
  const t = useTranslator(props.runtime.i18n);
  // Clearing remounts the controls, which drops a typed value still waiting for its debounce.
  const [generation, setGeneration] = useState(0);
  // Two controls may commit before the parent re-renders (a debounce ends as a select is picked): each change
  // builds on the latest set, not on the one this render saw.
  const latest = useRef(props.values);
  const rootRef = useRef<HTMLDivElement>(null);
  useTableStyles(rootRef);
  useLayoutEffect(() => {
    latest.current = props.values;
  }, [props.values]);

  if (!props.filters.length) return null;

  function change(filter: TableFilterMeta, value: FilterValue | null) {
    const next = applyFilterChange(props.filters, latest.current, filter.dataField, value);
    latest.current = next;
    props.onChange(next);
  }

  function clearAll() {
    latest.current = {};
    setGeneration((n) => n + 1);
    props.onChange({});
  }

  const valueOf = (field: string | null | undefined) => {
    const value = field ? props.values[field] : null;
    return isEmptyFilterValue(value) ? null : (value ?? null);
  };

  return (
    <div ref={rootRef} className="pl-filters" role="search" aria-label={t('Фильтрлар')}>
      <div className="pl-filters__grid">
        {props.filters.map((filter) => (
          <FilterField
            key={`${filter.id}:${generation}`}
            filter={filter}
            value={valueOf(filter.dataField)}
            parentValue={valueOf(filter.relatedSelect)}
            onValue={(value) => change(filter, value)}
            t={t}
            locale={props.runtime.i18n.language}
            gearLink={props.gearLink?.(filter) ?? null}
            links={props.links}
          />
        ))}
      </div>
      <div className="pl-filters__actions">
        <Button onClick={clearAll}>{t('Тозалаш')}</Button>
      </div>
    </div>
  );
}

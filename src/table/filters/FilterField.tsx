import { useId, type CSSProperties, type MouseEvent } from 'react';
import type { FilterValue, TableFilterMeta } from '../../core/api/tableContract';
import type { Translate } from '../../ui/useTranslator';
import { FilterControl } from './FilterControl';
import { filterWidth } from './filterWidth';
import { isEmptyFilterValue } from './isEmptyFilterValue';
import { isRelatedFilter } from './isRelatedFilter';
import { relatedOptions } from './relatedOptions';

export interface FilterFieldProps {
  filter: TableFilterMeta;
  value: FilterValue | null;
  /** The value of the filter a related select depends on; ignored for other filters. */
  parentValue: FilterValue | null;
  onValue(value: FilterValue | null): void;
  t: Translate;
  locale: string;
  gearHref: string | null;
  onFollowLink?(href: string): void;
}

/**
 * One filter of the bar: its label (tied to the control), the administrator's gear link when given, and the
 * control, sized by the SPEC §2.9 width rule. A related select is disabled until its parent has a value and
 * offers only the options that belong to that value.
 *
 * @example
 * <FilterField filter={district} value={null} parentValue={values.region_id ?? null} ... />
 */
export function FilterField(props: FilterFieldProps) {
  const { filter, t } = props;
  const inputId = useId();
  const labelId = useId();
  const related = isRelatedFilter(filter);
  const options = related ? relatedOptions(filter, filter.data ?? [], props.parentValue) : (filter.data ?? []);
  const disabled = related && isEmptyFilterValue(props.parentValue);
  const label = t(filter.label || filter.dataField);
  // A radio group has no single labelable element: its label names the group through aria-labelledby.
  const groupLabel = filter.type === 'checkbox';

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!props.onFollowLink || !props.gearHref) return;
    event.preventDefault();
    props.onFollowLink(props.gearHref);
  }

  return (
    <div className="pl-filter" data-field={filter.dataField} style={{ '--pl-filter-width': filterWidth(filter.width) } as CSSProperties}>
      <div className="pl-filter__head">
        {groupLabel ? (
          <span id={labelId} className="pl-filter__label">
            {label}
          </span>
        ) : (
          <label id={labelId} className="pl-filter__label" htmlFor={inputId}>
            {label}
          </label>
        )}
        {props.gearHref ? (
          <a className="pl-filter__gear" href={props.gearHref} aria-label={t('Таҳрирлаш: {0}', { 0: label })} title={t('Таҳрирлаш: {0}', { 0: label })} onClick={follow}>
            <span aria-hidden="true">⚙</span>
          </a>
        ) : null}
      </div>
      <FilterControl
        filter={filter}
        value={props.value}
        onValue={props.onValue}
        t={t}
        inputId={inputId}
        labelId={labelId}
        options={options}
        disabled={disabled}
        locale={props.locale}
      />
    </div>
  );
}

import { useId, type CSSProperties } from 'react';
import type { FilterValue, TableFilterMeta } from '../../core/api/tableContract';
import { GEAR_LINK_PROPS, GEAR_SCOPE_PROPS } from '../../ui/gearLink';
import type { Translate } from '../../ui/useTranslator';
import { TableLink } from '../view/TableLink';
import type { TableLinks } from '../view/TableLinks';
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
  /** The administrator's gear link of the filter, or null for everyone else. */
  gearLink: string | null;
  /** The table's links: the gear is drawn by TableLink, as a column's gear is. */
  links?: TableLinks;
}

/**
 * One filter of the bar: its label (tied to the control), the administrator's gear link when given, and the
 * control, sized by the docs/behaviour.md §5 width rule. A related select is disabled until its parent has a value and
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
  // The label arrives in the chosen language (translateTableDefinition).
  const label = filter.label || filter.dataField;
  // A radio group has no single labelable element: its label names the group through aria-labelledby.
  const groupLabel = filter.type === 'checkbox';

  return (
    <div
      className="pl-filter"
      data-field={filter.dataField}
      {...(props.gearLink ? GEAR_SCOPE_PROPS : {})}
      style={{ '--pl-filter-width': filterWidth(filter.width) } as CSSProperties}
    >
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
        {props.gearLink && props.links ? (
          <TableLink
            link={props.gearLink}
            links={props.links}
            className="pl-filter__gear"
            {...GEAR_LINK_PROPS}
            aria-label={t('Таҳрирлаш: {0}', { 0: label })}
            title={t('Таҳрирлаш: {0}', { 0: label })}
          >
            <span aria-hidden="true">⚙</span>
          </TableLink>
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

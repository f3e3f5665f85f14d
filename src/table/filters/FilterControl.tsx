import type { TableFilterOption } from '../../core/api/tableContract';
import { Suspense } from 'react';
import { tableParts } from '../parts/tableParts';
import { CheckboxFilter } from './controls/CheckboxFilter';
import { NumberRangeFilter } from './controls/NumberRangeFilter';
import { TextFilter } from './controls/TextFilter';
import type { FilterControlProps } from './FilterControlProps';

/**
 * The control for a filter's type (contract TableFilterType). A type this build does not know gets a text
 * box, so a newer server's filter still filters rather than vanishing. The select and date controls, whose
 * popups need @floating-ui, are chunks of their own (tableParts): until one has arrived (it is prefetched after
 * the first rows, and the filters start folded at most heights) an inert box of the control's height holds its place.
 *
 * @example
 * <FilterControl {...common} options={regions} disabled={false} locale="uz" />
 */
export function FilterControl(props: FilterControlProps & { options: readonly TableFilterOption[]; disabled: boolean; locale: string }) {
  const { options, disabled, locale, ...common } = props;
  switch (props.filter.type) {
    case 'select':
    case 'multiselect':
      return (
        <Suspense fallback={PENDING}>
          <tableParts.selectFilter.Component
            {...common}
            options={options}
            disabled={disabled}
            locale={locale}
            multiple={props.filter.type === 'multiselect' || Boolean(props.filter.isMultiple)}
          />
        </Suspense>
      );
    case 'date':
    case 'datetime':
      return (
        <Suspense fallback={PENDING}>
          <tableParts.dateRangeFilter.Component {...common} />
        </Suspense>
      );
    case 'number':
    case 'int':
      return <NumberRangeFilter {...common} integer={props.filter.type === 'int'} />;
    case 'checkbox':
      return <CheckboxFilter {...common} />;
    default:
      return <TextFilter {...common} />;
  }
}

const PENDING = <div className="pl-input" aria-hidden="true" />;

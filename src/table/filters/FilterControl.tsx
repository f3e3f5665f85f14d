import type { TableFilterOption } from '../../core/api/tableContract';
import { CheckboxFilter } from './controls/CheckboxFilter';
import { DateRangeFilter } from './controls/DateRangeFilter';
import { NumberRangeFilter } from './controls/NumberRangeFilter';
import { SelectFilter } from './controls/SelectFilter';
import { TextFilter } from './controls/TextFilter';
import type { FilterControlProps } from './FilterControlProps';

/**
 * The control for a filter's type (contract TableFilterType). A type this build does not know gets a text
 * box, so a newer server's filter still filters rather than vanishing.
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
        <SelectFilter
          {...common}
          options={options}
          disabled={disabled}
          locale={locale}
          multiple={props.filter.type === 'multiselect' || Boolean(props.filter.isMultiple)}
        />
      );
    case 'date':
    case 'datetime':
      return <DateRangeFilter {...common} />;
    case 'number':
    case 'int':
      return <NumberRangeFilter {...common} integer={props.filter.type === 'int'} />;
    case 'checkbox':
      return <CheckboxFilter {...common} />;
    default:
      return <TextFilter {...common} />;
  }
}

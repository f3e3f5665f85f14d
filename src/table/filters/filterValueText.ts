import type { FilterValue, RangeValue, TableFilterMeta } from '../../core/api/tableContract';
import { FORM_DATE_FORMATS } from '../../core/form/formDateFormats';
import { toDisplayText } from '../../core/format/dateInput';
import { formatNumber } from '../../core/format/formatNumber';
import type { Translate } from '../../ui/useTranslator';

/**
 * An applied filter's value as its chip reads it (issue 43): a select's option names rather than ids, dates
 * in DD.MM.YYYY, numbers grouped, a checkbox as 'Ҳа' or 'Йўқ', a range as 'from – to' with '…' for an open end.
 *
 * @example
 * filterValueText(regionFilter, [1, 3], t); // 'Тошкент шаҳри, Андижон'
 * filterValueText(createdFilter, { from: '2025-03-01', to: null }, t); // '01.03.2025 – …'
 */
export function filterValueText(filter: TableFilterMeta, value: FilterValue, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'Ҳа' : 'Йўқ');
  if (filter.type === 'checkbox') return t(value === 1 || value === '1' || value === 'true' ? 'Ҳа' : 'Йўқ');
  if (filter.type === 'select' || filter.type === 'multiselect') {
    const options = filter.data ?? [];
    const nameOf = (id: string | number) => options.find((option) => String(option.id) === String(id))?.name ?? String(id);
    return (Array.isArray(value) ? value : [value as string | number]).map(nameOf).join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') {
    const range = value as RangeValue;
    const end = (side: string | number | null | undefined) =>
      side === null || side === undefined || side === '' ? '…' : endText(filter, side);
    return `${end(range.from)} – ${end(range.to)}`;
  }
  return filter.type === 'number' || filter.type === 'int' ? endText(filter, value) : String(value);
}

function endText(filter: TableFilterMeta, end: string | number): string {
  if (filter.type === 'date' || filter.type === 'datetime')
    return toDisplayText(String(end), 'date', FORM_DATE_FORMATS.displayDate) || String(end);
  if (filter.type === 'number' || filter.type === 'int') return formatNumber(end);
  return String(end);
}

import { useId } from 'react';
import type { RangeValue } from '../../../core/api/tableContract';
import { FORM_DATE_FORMATS } from '../../../core/form/formDateFormats';
import { parseDisplayText, todayIn, toDisplayText } from '../../../core/format/dateInput';
import { DayField } from '../../../ui/date/DayField';
import type { FilterControlProps } from '../FilterControlProps';

const FORMAT = FORM_DATE_FORMATS.displayDate;
const toText = (day: string | null) => toDisplayText(day, 'date', FORMAT);
const parse = (text: string) => parseDisplayText(text, 'date', FORMAT);

/**
 * Date range filter (date / datetime): two day fields, from and to, typed in the display format DD.MM.YYYY or
 * picked in the same calendar as the form's date control (docs/behaviour.md §12: one display format everywhere, not the
 * browser's mm/dd/yyyy); values in the server format YYYY-MM-DD, either end may stay open. A field reports
 * only whole valid dates, so each change applies at once. Each end limits the other so the range cannot be
 * turned inside out.
 *
 * @example
 * <DateRangeFilter filter={created} value={{ from: '2024-01-01', to: null }} onValue={set} ... />
 */
export function DateRangeFilter({ value, onValue, t, inputId, labelId }: FilterControlProps) {
  const fromId = useId();
  const toId = useId();
  const range = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as RangeValue;
  const from = typeof range.from === 'string' ? range.from : '';
  const to = typeof range.to === 'string' ? range.to : '';

  const day = { format: FORMAT, toText, parse, today: todayIn(), t };

  function commit(next: { from: string; to: string }) {
    onValue(next.from || next.to ? { from: next.from || null, to: next.to || null } : null);
  }

  return (
    <div className="pl-range" role="group" aria-labelledby={labelId}>
      <span id={fromId} className="pl-sr-only">
        {t('Бошланиши')}
      </span>
      <span id={toId} className="pl-sr-only">
        {t('Охири')}
      </span>
      <DayField
        id={inputId}
        labelledBy={`${labelId} ${fromId}`}
        value={from || null}
        onChange={(day) => commit({ from: day ?? '', to })}
        bounds={{ min: null, max: to || null }}
        {...day}
      />
      <span className="pl-range__dash" aria-hidden="true">
        –
      </span>
      <DayField
        id={`${inputId}-to`}
        labelledBy={`${labelId} ${toId}`}
        value={to || null}
        onChange={(next) => commit({ from, to: next ?? '' })}
        bounds={{ min: from || null, max: null }}
        {...day}
      />
    </div>
  );
}

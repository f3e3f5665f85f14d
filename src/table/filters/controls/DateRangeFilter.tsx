import { useId } from 'react';
import type { RangeValue } from '../../../core/api/tableContract';
import type { FilterControlProps } from '../FilterControlProps';

/**
 * Date range filter (date / datetime): two day pickers, from and to, values in the server format YYYY-MM-DD
 * (SPEC §9); either end may stay open. A picker only reports whole dates, so each change applies at once.
 * Each end limits the other so the range cannot be turned inside out.
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
      <input
        id={inputId}
        part="input"
        className="pl-input"
        type="date"
        aria-labelledby={`${labelId} ${fromId}`}
        value={from}
        max={to || undefined}
        onChange={(event) => commit({ from: event.target.value, to })}
      />
      <span className="pl-range__dash" aria-hidden="true">
        –
      </span>
      <input
        id={`${inputId}-to`}
        part="input"
        className="pl-input"
        type="date"
        aria-labelledby={`${labelId} ${toId}`}
        value={to}
        min={from || undefined}
        onChange={(event) => commit({ from, to: event.target.value })}
      />
    </div>
  );
}

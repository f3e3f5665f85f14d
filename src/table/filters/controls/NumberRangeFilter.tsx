import { useId, useState } from 'react';
import type { RangeValue } from '../../../core/api/tableContract';
import type { FilterControlProps } from '../FilterControlProps';
import { FILTER_DEBOUNCE_MS } from '../filterDebounceMs';
import { parseRangeNumber } from '../parseRangeNumber';
import { useDebouncedCommit } from '../useDebouncedCommit';

interface RangeText {
  from: string;
  to: string;
}

/**
 * Number range filter (number / int): two boxes, from and to, either may stay empty (docs/behaviour.md §5: empty is null).
 * Like the text filter it applies after a 500 ms pause, at once on Enter or when focus leaves the box.
 *
 * @example
 * <NumberRangeFilter integer filter={amount} value={{ from: 100, to: null }} onValue={set} ... />
 */
export function NumberRangeFilter({ filter, value, onValue, t, inputId, labelId, integer }: FilterControlProps & { integer: boolean }) {
  const fromId = useId();
  const toId = useId();
  const external = textOf(value);
  const [text, setText] = useState(external);
  const [committed, setCommitted] = useState(JSON.stringify(external));
  const [seen, setSeen] = useState(JSON.stringify(external));
  const externalKey = JSON.stringify(external);
  if (externalKey !== seen) {
    setSeen(externalKey);
    if (externalKey !== committed) setText(external);
  }
  const { schedule, flush } = useDebouncedCommit((next: RangeText) => {
    const range = { from: parseRangeNumber(next.from, integer), to: parseRangeNumber(next.to, integer) };
    setCommitted(JSON.stringify(textOf(range)));
    onValue(range.from === null && range.to === null ? null : range);
  }, FILTER_DEBOUNCE_MS);

  function edit(end: keyof RangeText, input: string) {
    const next = { ...text, [end]: input };
    setText(next);
    schedule(next);
  }

  const box = (end: keyof RangeText, id: string, endLabelId: string) => (
    <input
      id={id}
      part="input"
      className="pl-input"
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-labelledby={`${labelId} ${endLabelId}`}
      placeholder={end === 'from' && filter.placeholder ? filter.placeholder : undefined}
      value={text[end]}
      onChange={(event) => edit(end, event.target.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        schedule({ ...text, [end]: event.currentTarget.value });
        flush();
      }}
    />
  );

  return (
    <div className="pl-range" role="group" aria-labelledby={labelId}>
      <span id={fromId} className="pl-sr-only">
        {t('Бошланиши')}
      </span>
      <span id={toId} className="pl-sr-only">
        {t('Охири')}
      </span>
      {box('from', inputId, fromId)}
      <span className="pl-range__dash" aria-hidden="true">
        –
      </span>
      {box('to', `${inputId}-to`, toId)}
    </div>
  );
}

function textOf(value: unknown): RangeText {
  const range = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as RangeValue;
  const end = (n: RangeValue['from']) => (n === null || n === undefined || n === '' ? '' : String(n));
  return { from: end(range.from), to: end(range.to) };
}

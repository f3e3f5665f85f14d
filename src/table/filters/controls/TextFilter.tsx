import { useState } from 'react';
import type { FilterControlProps } from '../FilterControlProps';
import { FILTER_DEBOUNCE_MS } from '../filterDebounceMs';
import { useDebouncedCommit } from '../useDebouncedCommit';

/**
 * Text filter (input / text types: "contains"): applies 500 ms after the user stops typing, or at once on
 * Enter. The box keeps what the user typed; a value set from outside (clear all) replaces it.
 *
 * @example
 * <TextFilter filter={subject} value={values.subject ?? null} onValue={set} t={t} inputId={id} labelId={labelId} />
 */
export function TextFilter({ filter, value, onValue, inputId }: FilterControlProps) {
  const external = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const [text, setText] = useState(external);
  const [committed, setCommitted] = useState(external);
  const [seen, setSeen] = useState(external);
  // Adjusted during render: an outside change replaces the box, but our own commit coming back as the new
  // value must not wipe characters typed since it was sent.
  if (external !== seen) {
    setSeen(external);
    if (external !== committed) setText(external);
  }
  const { schedule, flush } = useDebouncedCommit((next: string) => {
    const trimmed = next.trim();
    setCommitted(trimmed);
    onValue(trimmed || null);
  }, FILTER_DEBOUNCE_MS);
  return (
    <input
      id={inputId}
      part="input"
      className="pl-input"
      type="text"
      enterKeyHint="search"
      autoComplete="off"
      placeholder={filter.placeholder || undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        schedule(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        schedule(event.currentTarget.value);
        flush();
      }}
    />
  );
}

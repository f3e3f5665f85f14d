import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedCommit } from '../../table/filters/useDebouncedCommit';
import type { Translate } from '../../ui/useTranslator';

/** A typed search waits this long for the next key before it asks the server (as a table's filters do). */
export const FILE_SEARCH_DEBOUNCE_MS = 400;

export interface FileSearchBoxProps {
  /** The search in the address. */
  value: string;
  onSearch(text: string): void;
  t: Translate;
}

/**
 * The name search over the whole open category: committed after a pause in typing, or at once on Enter.
 * The address owns the search; the box follows it when it changes from outside (Back), but not while the
 * user's own typing is still on its way there.
 */
export function FileSearchBox({ value, onSearch, t }: FileSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const { schedule, flush } = useDebouncedCommit((next: string) => {
    committed.current = next.trim();
    onSearch(next.trim());
  }, FILE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  return (
    <div className="pl-fm__search">
      <label htmlFor={id}>{t('Қидириш')}</label>
      <input
        id={id}
        type="search"
        part="input"
        className="pl-input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
      />
    </div>
  );
}

import { useId, useState } from 'react';
import { useDebouncedCommit } from '../../table/filters/useDebouncedCommit';
import type { Translate } from '../../ui/useTranslator';

/** Typing waits this long for the next key before the guide is searched. */
export const INSTRUCTION_SEARCH_DEBOUNCE_MS = 300;

export interface InstructionSearchBoxProps {
  /** The search being shown ('' when none); set back to '' from outside once a result is opened. */
  value: string;
  onSearch(text: string): void;
  t: Translate;
}

/** The guide's search: committed after a pause in typing, at once on Enter; Escape clears it. */
export function InstructionSearchBox({ value, onSearch, t }: InstructionSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Cleared from outside (a result opened): the box empties too.
  if (value !== shown) {
    setShown(value);
    if (value === '') setText('');
  }
  const { schedule, flush } = useDebouncedCommit((next: string) => onSearch(next.trim()), INSTRUCTION_SEARCH_DEBOUNCE_MS);
  return (
    <div className="pl-guide__search" role="search">
      <label htmlFor={id}>{t('Йўриқномалардан қидириш')}</label>
      <input
        id={id}
        type="search"
        part="input"
        className="pl-input"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            schedule('');
            flush();
          }
        }}
      />
    </div>
  );
}

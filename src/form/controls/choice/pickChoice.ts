import type { Translate } from '../../../ui/useTranslator';
import type { OptionId } from './selectedIds';
import { toggledChoice } from './toggledChoice';

/** What a pick in a select's listbox acts on. */
export interface ChoicePick {
  multiple: boolean;
  /** The ids chosen now. */
  ids: readonly OptionId[];
  selectionCount: number | null | undefined;
  onChange(value: unknown): void;
  /** Closes the listbox (a single select closes on a pick). */
  close(): void;
  setNotice(notice: string | null): void;
  t: Translate;
}

/**
 * A pick of an option id in a select's listbox (docs/behaviour.md §5): a single select takes it and closes; a multiple
 * select toggles it and stays open, refusing a pick past selectionCount with 'Бир вақтда {0} тадан кўп
 * элемент танлаш мумкин эмас'. No option (an index past the list) does nothing.
 *
 * @example
 * const pick = (index: number) => pickChoice(visible[index]?.id, { multiple, ids, selectionCount, onChange, close, setNotice, t });
 */
export function pickChoice(id: OptionId | undefined, { multiple, ids, selectionCount, onChange, close, setNotice, t }: ChoicePick): void {
  if (id === undefined) return;
  if (!multiple) {
    onChange(id);
    close();
    return;
  }
  const result = toggledChoice(ids, id, selectionCount);
  if (result.refused) {
    setNotice(t('Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас', { 0: result.limit }));
    return;
  }
  setNotice(null);
  onChange(result.next);
}

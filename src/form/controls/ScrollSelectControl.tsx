import { useEffect, useRef, useState } from 'react';
import type { ListboxItem } from '../../ui/ListboxPopup';
import { ChoiceBox, type ChosenOption } from './choice/ChoiceBox';
import { isMultipleSelect } from './choice/isMultipleSelect';
import { optionLabel } from '../../core/options/optionLabel';
import { SCROLL_SELECT_SEARCH_DEBOUNCE_MS } from './choice/pageOutcome';
import { pickChoice } from './choice/pickChoice';
import { sameId, selectedIds, type OptionId } from './choice/selectedIds';
import { useOptionPages } from './choice/useOptionPages';
import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

/**
 * Scroll select (docs/behaviour.md §5, §11): options come from the server a page at a time
 * (`GET forms/paginate-element/{formName}/{elementId}?search&recordId&page`): page 1 on opening, the next
 * page when the list is scrolled to its end, until a page comes back empty or longer than the element's
 * limit (default 20). The search box asks the server 1200 ms after the last key and replaces the options.
 * A failed page shows 'Вариантлар юклашда хатолик' at the end of the list with a retry button. The chosen
 * option's label comes from a cache of every option seen; for a record opened with a value, page 1 (sent
 * with the record id, so the server includes the chosen option) is loaded at once to name it.
 *
 * @example
 * <ScrollSelectControl element={{ id: 9, type: 'scroll_select', dataField: 'organization', limit: 20 }} env={env} />
 */
export function ScrollSelectControl(props: ControlProps) {
  const { element, env } = props;
  const field = useFormControl(props);
  const { t } = env;
  const multiple = isMultipleSelect(element);
  const pages = useOptionPages(element, env);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const searched = useRef('');
  const ids = selectedIds(field.value);

  // Name a value the form started with: page 1 with the record id carries the chosen option.
  // Asked once per value: a form reset to another record's value asks again, an unknown id does not loop.
  const unnamed = ids.filter((id) => pages.labels[String(id)] === undefined).join('\u0000');
  const askedFor = useRef('');
  useEffect(() => {
    if (unnamed && askedFor.current !== unnamed && !open) {
      askedFor.current = unnamed;
      pages.first('');
    }
  }, [unnamed, open, pages.first]);

  // The search text goes to the server once the user pauses (docs/behaviour.md §12: 1200 ms); page 1 again.
  useEffect(() => {
    if (!open || query === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = query;
      pages.first(query);
    }, SCROLL_SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, query, pages.first]);

  function openChange(next: boolean) {
    setOpen(next);
    setQuery('');
    setNotice(null);
    searched.current = '';
    if (next) pages.first('');
  }

  const chosen: ChosenOption[] = ids.map((id) => ({
    id,
    label: pages.labels[String(id)] ?? (pages.loading ? t('Юкланмоқда...') : String(id)),
  }));
  const items: ListboxItem[] = pages.options.map((option) => ({
    key: String(option.id),
    label: optionLabel(option, env.locale),
    selected: ids.some((id) => sameId(id, option.id)),
  }));

  const pick = (index: number) =>
    pickChoice(pages.options[index]?.id, {
      multiple,
      ids,
      selectionCount: element.selectionCount,
      onChange: field.onChange,
      close: () => openChange(false),
      setNotice,
      t,
    });

  const footer = pages.failed ? (
    <div className="pl-listbox__failed" role="alert">
      <span>{t('Вариантлар юклашда хатолик')}</span>
      <button type="button" part="button" className="pl-button pl-listbox__retry" onClick={pages.retry}>
        {t('Қайта урунинг')}
      </button>
    </div>
  ) : pages.loading ? (
    <div className="pl-listbox__loading" role="status">
      {t('Юкланмоқда...')}
    </div>
  ) : null;

  return (
    <ChoiceBox
      element={element}
      env={env}
      field={field}
      multiple={multiple}
      chosen={chosen}
      waiting={false}
      open={open}
      onOpenChange={openChange}
      items={items}
      onPick={pick}
      search={{ value: query, onChange: setQuery, label: t('Қидириш') }}
      emptyText={pages.loading || pages.failed ? null : t('Натижа топилмади')}
      notice={notice}
      footer={footer}
      onEndReached={pages.next}
      onClear={() => field.onChange(multiple ? [] : null)}
      onRemove={(id: OptionId) => field.onChange(ids.filter((item) => !sameId(item, id)))}
    />
  );
}

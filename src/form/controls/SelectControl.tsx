import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { FormOption } from '../../core/api/formMeta';
import type { ListboxItem } from '../../ui/ListboxPopup';
import { ChoiceBox, type ChosenOption } from './choice/ChoiceBox';
import { isMultipleSelect } from './choice/isMultipleSelect';
import { matchesSearch } from '../../core/format/matchesSearch';
import { optionLabel } from '../../core/options/optionLabel';
import { pickChoice } from './choice/pickChoice';
import { prunedValue } from './choice/prunedValue';
import { relatedOptions } from './choice/relatedOptions';
import { showsSearch } from './choice/searchThreshold';
import { sameId, selectedIds, type OptionId } from './choice/selectedIds';
import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

const NO_OPTIONS: readonly FormOption[] = [];

/**
 * Select and multiselect (docs/behaviour.md §5) over the element's own options (`data`): a button showing the choice
 * opens a listbox, with a search box from minItemsToSearch (default 11) options on and 'Натижа топилмади'
 * when nothing is left; a multiple select toggles options, shows chips and refuses a pick past
 * selectionCount with 'Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас'. A related select waits for
 * its field (useWatch) and offers only the options whose filterBy equals that field's value. A value that
 * is not among the options offered is cleared. The value is an option id, or a list of ids.
 *
 * @example
 * <SelectControl element={{ id: 4, type: 'select', dataField: 'region', data: [{ id: 1, name: 'Тошкент' }] }} env={env} />
 */
export function SelectControl(props: ControlProps) {
  const { element, env } = props;
  const field = useFormControl(props);
  const { t } = env;
  const multiple = isMultipleSelect(element);
  const relatedName = element.isRelatedSelect && element.relatedSelect ? element.relatedSelect : `__element_${element.id}__unrelated`;
  const relatedValue = useWatch({ control: env.control, name: relatedName, disabled: !(element.isRelatedSelect && element.relatedSelect) });
  const all = element.data ?? NO_OPTIONS;
  const { disabled: waiting, options } = useMemo(() => relatedOptions(element, all, relatedValue), [element, all, relatedValue]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // docs/behaviour.md §5: a value no longer among the options is cleared (options changed, or the related field did).
  // Without any options list from the server there is nothing to judge by, unless a related field is empty.
  const judged = Array.isArray(element.data) || waiting;
  useEffect(() => {
    if (!judged) return;
    const next = prunedValue(field.value, options, multiple);
    if (next !== undefined) field.onChange(next);
  }, [judged, field.value, options, multiple, field.onChange]);

  const label = (option: FormOption) => optionLabel(option, env.locale);
  const ids = selectedIds(field.value);
  const chosen: ChosenOption[] = ids.map((id) => {
    const option = all.find((item) => sameId(item.id, id));
    return { id, label: option ? label(option) : String(id) };
  });
  const searchable = showsSearch(element, options.length);
  const visible = searchable && query.trim() ? options.filter((option) => matchesSearch(label(option), query)) : options;
  const items: ListboxItem[] = visible.map((option) => ({
    key: String(option.id),
    label: label(option),
    selected: ids.some((id) => sameId(id, option.id)),
  }));

  function openChange(next: boolean) {
    setOpen(next);
    setQuery('');
    setNotice(null);
  }

  const pick = (index: number) =>
    pickChoice(visible[index]?.id, {
      multiple,
      ids,
      selectionCount: element.selectionCount,
      onChange: field.onChange,
      close: () => openChange(false),
      setNotice,
      t,
    });

  return (
    <ChoiceBox
      element={element}
      env={env}
      field={field}
      multiple={multiple}
      chosen={chosen}
      waiting={waiting}
      open={open}
      onOpenChange={openChange}
      items={items}
      onPick={pick}
      search={searchable ? { value: query, onChange: setQuery, label: t('Қидириш') } : null}
      emptyText={t('Натижа топилмади')}
      notice={notice}
      onClear={() => field.onChange(multiple ? [] : null)}
      onRemove={(id: OptionId) => field.onChange(ids.filter((item) => !sameId(item, id)))}
    />
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import type { FilterValue, TableFilterOption } from '../../../core/api/tableContract';
import { ListboxPopup } from '../../../ui/ListboxPopup';
import type { FilterControlProps } from '../FilterControlProps';
import { matchesSearch } from '../../../core/format/matchesSearch';
import { MIN_ITEMS_TO_SEARCH } from '../minItemsToSearch';
import { optionLabel } from '../../../core/options/optionLabel';

/** What a select filter adds to the common control props. */
export interface SelectFilterProps extends FilterControlProps {
  options: readonly TableFilterOption[];
  multiple: boolean;
  /** A related select whose parent filter is empty (docs/behaviour.md §5). */
  disabled: boolean;
  locale: string;
}

/**
 * Select and multiselect filter (docs/behaviour.md §5): a button showing the choice opens the listbox the form's selects
 * open too (ListboxPopup); from 11 options a search box filters it, and 'Натижа топилмади' shows when nothing
 * is left. Arrow keys, Home and End move, Enter picks (toggles in a multiselect, which stays open), Escape
 * closes and focus returns to the button. A clear button empties the filter.
 *
 * @example
 * <SelectFilter filter={region} options={regions} value={1} multiple={false} disabled={false} locale="uz" ... />
 */
export function SelectFilter(props: SelectFilterProps) {
  const { filter, options, multiple, disabled, t, inputId, labelId } = props;
  const listId = useId();
  const valueId = useId();
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const selected = new Set(valuesOf(props.value).map(String));
  const label = (option: TableFilterOption) => optionLabel(option, props.locale);
  const searchable = options.length >= MIN_ITEMS_TO_SEARCH;
  const visible = searchable && query.trim() ? options.filter((option) => matchesSearch(label(option), query)) : options;
  const chosen = options.filter((option) => selected.has(String(option.id)));

  function show() {
    if (disabled) return;
    setQuery('');
    setOpen(true);
  }

  function choose(option: TableFilterOption) {
    if (!multiple) {
      setOpen(false);
      props.onValue(option.id ?? null);
      return;
    }
    const current = valuesOf(props.value);
    // An option without an id (its data source has no id column) has no value to add.
    const next = selected.has(String(option.id))
      ? current.filter((id) => String(id) !== String(option.id))
      : option.id === undefined
        ? current
        : [...current, option.id];
    props.onValue(next.length ? next : null);
  }

  const shown = chosen.map(label).join(', ');
  const placeholder = filter.placeholder || t('Танланг');
  return (
    <div className="pl-select" data-disabled={disabled || undefined}>
      <button
        ref={setTrigger}
        id={inputId}
        type="button"
        part="input"
        className="pl-input pl-select__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event: KeyboardEvent) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            show();
          }
        }}
      >
        <span id={valueId} className={shown ? 'pl-select__value' : 'pl-select__value pl-select__value--empty'}>
          {shown || placeholder}
        </span>
        <span className="pl-select__arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      {chosen.length && !disabled ? (
        <button
          type="button"
          className="pl-icon-button pl-select__clear"
          aria-label={t('Қийматни тозалаш')}
          title={t('Қийматни тозалаш')}
          onClick={() => {
            props.onValue(null);
            trigger?.focus();
          }}
        >
          ×
        </button>
      ) : null}
      {/* Mounted only while open, as the form's selects do: a closed filter runs no floating hooks. */}
      {open ? (
        <ListboxPopup
          anchor={trigger}
          open={open}
          onClose={() => setOpen(false)}
          items={visible.map((option) => ({ key: String(option.id), label: label(option), selected: selected.has(String(option.id)) }))}
          multiple={multiple}
          onPick={(index) => {
            const option = visible[index];
            if (option) choose(option);
          }}
          labelledBy={labelId}
          search={searchable ? { value: query, onChange: setQuery, label: t('Қидириш') } : null}
          emptyText={t('Натижа топилмади')}
          listId={listId}
        />
      ) : null}
    </div>
  );
}

function valuesOf(value: FilterValue | null): (string | number)[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' || typeof value === 'number') return [value];
  return [];
}

import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FilterValue, TableFilterOption } from '../../../core/api/tableContract';
import { usePortalRoot } from '../../../ui/PortalRoot';
import { useFloatingListbox } from '../../../ui/useFloatingListbox';
import type { FilterControlProps } from '../FilterControlProps';
import { matchesSearch } from '../../../core/format/matchesSearch';
import { MIN_ITEMS_TO_SEARCH } from '../minItemsToSearch';
import { optionLabel } from '../../../core/options/optionLabel';

/** What a select filter adds to the common control props. */
export interface SelectFilterProps extends FilterControlProps {
  options: readonly TableFilterOption[];
  multiple: boolean;
  /** A related select whose parent filter is empty (SPEC §2.9). */
  disabled: boolean;
  locale: string;
}

/**
 * Select and multiselect filter (SPEC §2.9): a button showing the choice opens a listbox; from 11 options a
 * search box filters it, and 'Натижа топилмади' shows when nothing is left. Arrow keys, Home and End move,
 * Enter picks (toggles in a multiselect, which stays open), Escape closes and focus returns to the button.
 * A clear button empties the filter.
 *
 * @example
 * <SelectFilter filter={region} options={regions} value={1} multiple={false} disabled={false} locale="uz" ... />
 */
export function SelectFilter(props: SelectFilterProps) {
  const { filter, options, multiple, disabled, t, inputId, labelId } = props;
  const portalRoot = usePortalRoot();
  const listId = useId();
  const valueId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const selected = new Set(valuesOf(props.value).map(String));
  const label = (option: TableFilterOption) => optionLabel(option, props.locale);
  const searchable = options.length >= MIN_ITEMS_TO_SEARCH;
  const visible = searchable && query.trim() ? options.filter((option) => matchesSearch(label(option), query)) : options;
  const chosen = options.filter((option) => selected.has(String(option.id)));
  const activeId = visible[active] ? `${listId}-${active}` : undefined;

  const { refs, floatingStyles, context } = useFloatingListbox({
    open,
    onOpenChange: (next) => (next ? show() : setOpen(false)),
    list: listRef,
    activeId,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context)]);

  function show() {
    if (disabled) return;
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((option) => selected.has(String(option.id))),
      ),
    );
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

  function onListKeyDown(event: KeyboardEvent) {
    const inSearch = event.target === searchRef.current;
    const last = visible.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && !inSearch) move(0);
    else if (event.key === 'End' && !inSearch) move(last);
    else if (event.key === 'Enter' || (event.key === ' ' && !inSearch)) {
      event.preventDefault();
      if (visible[active]) choose(visible[active]);
    } else if (event.key === 'Tab') {
      // The popup has no focus guards (hidden yet focusable: a screen reader trap): Tab leaves from the
      // button instead, so it reaches the field after (or before) it, and the list closes.
      triggerRef.current?.focus();
      setOpen(false);
    }
  }

  const shown = chosen.map(label).join(', ');
  const placeholder = filter.placeholder || t('Танланг');
  return (
    <div className="pl-select" data-disabled={disabled || undefined}>
      <button
        ref={(node) => {
          triggerRef.current = node;
          refs.setReference(node);
        }}
        id={inputId}
        type="button"
        part="input"
        className="pl-input pl-select__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        disabled={disabled}
        {...getReferenceProps({
          onClick: () => (open ? setOpen(false) : show()),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              show();
            }
          },
        })}
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
            triggerRef.current?.focus();
          }}
        >
          ×
        </button>
      ) : null}
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot} preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={searchable ? searchRef : listRef} returnFocus>
            <div
              ref={refs.setFloating}
              className="pl-select__popup"
              style={floatingStyles}
              {...getFloatingProps({ onKeyDown: onListKeyDown })}
            >
              {searchable ? (
                <input
                  ref={searchRef}
                  part="input"
                  className="pl-input pl-select__search"
                  type="text"
                  role="combobox"
                  autoComplete="off"
                  aria-label={t('Қидириш')}
                  aria-expanded="true"
                  aria-autocomplete="list"
                  aria-controls={listId}
                  aria-activedescendant={activeId}
                  placeholder={t('Қидириш')}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                />
              ) : null}
              <ul
                ref={listRef}
                id={listId}
                className="pl-select__list"
                role="listbox"
                tabIndex={-1}
                aria-labelledby={labelId}
                aria-multiselectable={multiple || undefined}
                aria-activedescendant={searchable ? undefined : activeId}
              >
                {visible.map((option, index) => {
                  const isSelected = selected.has(String(option.id));
                  return (
                    <li
                      key={String(option.id)}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={isSelected}
                      className={`pl-select__option${index === active ? ' pl-select__option--active' : ''}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => choose(option)}
                    >
                      {multiple ? (
                        <span className="pl-select__check" aria-hidden="true">
                          {isSelected ? '✓' : ''}
                        </span>
                      ) : null}
                      {label(option)}
                    </li>
                  );
                })}
              </ul>
              {visible.length === 0 ? (
                <div className="pl-select__empty" role="status">
                  {t('Натижа топилмади')}
                </div>
              ) : null}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
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

import { Suspense, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { FormElementMeta } from '../../../core/api/formMeta';
import type { ListboxItem, ListboxSearch } from '../../../ui/ListboxPopup';
import type { FormEnv } from '../ControlProps';
import { lazyNamed } from '../lazyNamed';
import type { useFormControl } from '../useFormControl';
import type { OptionId } from './selectedIds';

// The popup (and floating-ui with it) is a chunk of its own, drawn only while open: a closed select mounts
// no floating hooks, and a page with a plain form does not download it before showing the form (docs/performance.md).
const ListboxPopup = lazyNamed(() => import('../../../ui/ListboxPopup').then((m) => m.ListboxPopup));

/** What the select's trigger shows for one chosen id. */
export interface ChosenOption {
  id: OptionId;
  label: string;
}

export interface ChoiceBoxProps {
  element: FormElementMeta;
  env: FormEnv;
  field: ReturnType<typeof useFormControl>;
  multiple: boolean;
  chosen: readonly ChosenOption[];
  /** Disabled for a reason of its own (a related select whose field is empty), besides the element's flag. */
  waiting: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  items: readonly ListboxItem[];
  onPick(index: number): void;
  search: ListboxSearch | null;
  emptyText: string | null;
  notice?: string | null;
  footer?: ReactNode;
  onEndReached?(): void;
  /** Empties the value (null, or [] for a multiple select). */
  onClear(): void;
  /** Takes one id out of a multiple select. */
  onRemove(id: OptionId): void;
}

/**
 * The face shared by select and scroll select (docs/behaviour.md §5): a real button (the label's target; role
 * combobox so it can say read-only) showing the choice, chips with remove buttons for a multiple select,
 * a clear button unless the field is required or allowClear is false, and the listbox popup it opens.
 * ArrowDown or ArrowUp on the button opens it too; Enter and Space are the button's own click.
 *
 * @example
 * <ChoiceBox element={element} env={env} field={field} multiple={false} chosen={[{ id: 1, label: 'Тошкент' }]} ... />
 */
export function ChoiceBox(props: ChoiceBoxProps) {
  const { element, env, field, multiple, chosen, open } = props;
  const { t } = env;
  // Derived from the input's id rather than useId: a form of 1,000 fields mounts 2,000 fewer hooks.
  const valueId = `${field.ids.input}-value`;
  const listId = `${field.ids.input}-list`;
  const anchorRef = useRef<HTMLButtonElement | null>(null);
  const { readOnly: _readOnly, disabled: _disabled, ...inputProps } = field.inputProps;
  const disabled = field.disabled || props.waiting;
  const locked = disabled || field.readOnly;
  const clearable = element.allowClear !== false && !field.required && !locked && chosen.length > 0;
  const placeholder = element.placeholder || t('Танланг');
  const text = chosen.map((option) => option.label).join(', ');

  function show() {
    if (!locked) props.onOpenChange(true);
  }

  function onTriggerKeyDown(event: KeyboardEvent) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      show();
    }
  }

  const focusTrigger = () => anchorRef.current?.focus();
  return (
    <div
      className={`pl-choice${multiple ? ' pl-choice--multiple' : ''}${field.error ? ' pl-choice--invalid' : ''}`}
      data-disabled={disabled || undefined}
      data-readonly={field.readOnly || undefined}
    >
      {multiple && chosen.length ? (
        <ul className="pl-choice__chips" aria-label={t('Танланганлар')}>
          {chosen.map((option) => (
            <li key={String(option.id)} className="pl-choice__chip">
              <span className="pl-choice__chip-text">{option.label}</span>
              {locked ? null : (
                <button
                  type="button"
                  className="pl-choice__chip-remove"
                  aria-label={t('Олиб ташлаш: {0}', { 0: option.label })}
                  title={t('Олиб ташлаш: {0}', { 0: option.label })}
                  onClick={() => {
                    props.onRemove(option.id);
                    focusTrigger();
                  }}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        {...inputProps}
        ref={(node) => {
          // A ref, not state: the popup reads it only once open, and a state ref would draw the box twice.
          anchorRef.current = node;
          field.ref(node);
        }}
        type="button"
        role="combobox"
        className="pl-choice__trigger"
        disabled={disabled}
        aria-readonly={field.readOnly || undefined}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${field.ids.label} ${valueId}`}
        onClick={() => (open ? props.onOpenChange(false) : show())}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={() => void ListboxPopup.preload()}
        onFocus={() => void ListboxPopup.preload()}
        onBlur={() => {
          // Focus moving into the open popup is not leaving the field; closing it is (below).
          if (!open) field.onBlur();
        }}
      >
        <span
          id={valueId}
          className={multiple && chosen.length ? 'pl-sr-only' : text ? 'pl-choice__value' : 'pl-choice__value pl-choice__value--empty'}
        >
          {text || placeholder}
        </span>
        {multiple && chosen.length ? <span className="pl-choice__value" aria-hidden="true" /> : null}
        <span className="pl-choice__arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      {clearable ? (
        <button
          type="button"
          className="pl-icon-button pl-choice__clear"
          aria-label={t('Қийматни тозалаш')}
          title={t('Қийматни тозалаш')}
          onClick={() => {
            props.onClear();
            focusTrigger();
          }}
        >
          ×
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ListboxPopup
            anchor={anchorRef.current}
            open={open}
            onClose={() => {
              props.onOpenChange(false);
              field.onBlur();
            }}
            items={props.items}
            multiple={multiple}
            onPick={props.onPick}
            labelledBy={field.ids.label}
            search={props.search}
            emptyText={props.emptyText}
            notice={props.notice}
            footer={props.footer}
            onEndReached={props.onEndReached}
            className="pl-choice__popup"
            listId={listId}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

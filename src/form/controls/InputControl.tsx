import { useMemo, useState, type KeyboardEvent } from 'react';
import { textMask } from '../model/textMask';
import type { ControlProps } from './ControlProps';
import { mergeRefs } from './text/mergeRefs';
import { SuggestionsList } from './text/SuggestionsList';
import { TextAddons } from './text/TextAddons';
import { textOf } from './text/textOf';
import { useMask } from './text/useMask';
import { useSuggestions } from './text/useSuggestions';
import { useFormControl } from './useFormControl';

/**
 * Single-line text (`input`, `text`, SPEC §2.9): placeholder, textAlign, addon boxes left and right, a mask
 * (a pattern between slashes or a mask definition) and suggestions (`suggestionsUrl`, local `data`) in an
 * accessible combobox: arrow keys move, Enter picks, Escape closes.
 *
 * @example
 * <InputControl element={{ id: 3, type: 'input', dataField: 'phone', mask: '+998 00 000-00-00' }} env={env} />
 */
export function InputControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, inputProps, disabled, readOnly } = useFormControl(props);
  const text = textOf(value);
  const mask = useMemo(() => textMask(element.mask), [element.mask]);
  const suggestions = useSuggestions(element, env);
  const offering = suggestions.enabled && !disabled && !readOnly;
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const listId = `${inputProps.id}-suggestions`;

  const edit = (next: string) => {
    onChange(next);
    if (offering) suggestions.typed(next);
  };
  const masked = useMask(mask, text, edit);
  // Stable, so React does not detach and re-attach the input on every render.
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref, setAnchor), [ref, masked.ref]);
  const pick = (item: string) => {
    onChange(item);
    suggestions.close();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!offering) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1, event.currentTarget.value);
    } else if (event.key === 'Enter' && suggestions.open && suggestions.active >= 0) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      pick(suggestions.items[suggestions.active]);
    } else if (event.key === 'Escape' && suggestions.open) {
      event.preventDefault();
      event.stopPropagation();
      suggestions.close();
    }
  }

  const activeId = suggestions.open && suggestions.active >= 0 ? `${listId}-${suggestions.active}` : undefined;
  return (
    <div className="pl-text-field">
      <TextAddons addons={element.addonElementsLeft} side="left" />
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        className="pl-input"
        autoComplete={offering ? 'off' : undefined}
        {...(masked.active ? { defaultValue: text } : { value: text, onChange: (event) => edit(event.target.value) })}
        placeholder={element.placeholder ?? undefined}
        maxLength={element.maxLength ?? undefined}
        style={element.textAlign ? { textAlign: element.textAlign } : undefined}
        role={offering ? 'combobox' : undefined}
        aria-autocomplete={offering ? 'list' : undefined}
        aria-expanded={offering ? suggestions.open : undefined}
        aria-controls={offering && suggestions.open ? listId : undefined}
        aria-activedescendant={activeId}
        onKeyDown={onKeyDown}
        onBlur={() => {
          suggestions.close();
          onBlur();
        }}
      />
      <TextAddons addons={element.addonElementsRight} side="right" />
      {offering ? <SuggestionsList anchor={anchor} listId={listId} label={env.t('Таклифлар')} suggestions={suggestions} onPick={pick} /> : null}
    </div>
  );
}

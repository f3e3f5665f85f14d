import { Suspense, useMemo, useRef, type KeyboardEvent } from 'react';
import { STYLE_RANK } from '../../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../../ui/useAdoptedStyles';
import { textMask } from '../../model/textMask';
import { suggestionsCss } from '../../styles/suggestionsCss';
import type { ControlProps } from '../ControlProps';
import { lazyNamed } from '../lazyNamed';
import { useFormControl } from '../useFormControl';
import { mergeRefs } from './mergeRefs';
import { TextAddons } from './TextAddons';
import { textInputAttributes } from './textInputAttributes';
import { textOf } from './textOf';
import { useMask } from './useMask';
import { useSuggestions } from './useSuggestions';

// The floating list (with floating-ui) is its own chunk, drawn only while open (docs/performance.md).
const SuggestionsList = lazyNamed(() => import('./SuggestionsList').then((m) => m.SuggestionsList));

/**
 * InputControl for an element with a mask (a pattern between slashes or a mask definition) or suggestions
 * (`suggestionsUrl`, local `data`) in an accessible combobox: arrow keys move, Enter picks, Escape closes.
 * Placeholder, textAlign and addons as PlainInput.
 *
 * @example
 * <FeaturedInput element={{ id: 3, type: 'input', dataField: 'phone', mask: '+998 00 000-00-00' }} env={env} />
 */
export function FeaturedInput(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, inputProps, disabled, readOnly } = useFormControl(props);
  const text = textOf(value);
  const mask = useMemo(() => textMask(element.mask), [element.mask]);
  const suggestions = useSuggestions(element, env);
  const offering = suggestions.enabled && !disabled && !readOnly;
  // A ref, not state: the list reads it only once open, and a state ref would draw the input twice.
  const anchor = useRef<HTMLInputElement | null>(null);
  // The list opens in the element's layer, in the same shadow root as the input.
  useAdoptedStyles(anchor, suggestionsCss, STYLE_RANK.form);
  const listId = `${inputProps.id}-suggestions`;

  const edit = (next: string) => {
    onChange(next);
    if (offering) suggestions.typed(next);
  };
  const masked = useMask(mask, text, edit);
  // Stable, so React does not detach and re-attach the input on every render.
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref, anchor), [ref, masked.ref]);
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
        {...textInputAttributes(element, inputProps)}
        ref={inputRef}
        autoComplete={offering ? 'off' : undefined}
        {...(masked.active ? { defaultValue: text } : { value: text, onChange: (event) => edit(event.target.value) })}
        role={offering ? 'combobox' : undefined}
        aria-autocomplete={offering ? 'list' : undefined}
        aria-expanded={offering ? suggestions.open : undefined}
        aria-controls={offering && suggestions.open ? listId : undefined}
        aria-activedescendant={activeId}
        onKeyDown={onKeyDown}
        onFocus={offering ? () => void SuggestionsList.preload() : undefined}
        onBlur={() => {
          suggestions.close();
          onBlur();
        }}
      />
      <TextAddons addons={element.addonElementsRight} side="right" />
      {offering && suggestions.open ? (
        <Suspense fallback={null}>
          <SuggestionsList anchor={anchor.current} listId={listId} label={env.t('Таклифлар')} suggestions={suggestions} onPick={pick} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { FloatingPortal } from '@floating-ui/react';
import { usePortalRoot } from '../../../ui/PortalRoot';
import { useFloatingListbox } from '../../../ui/useFloatingListbox';
import type { Suggestions } from './useSuggestions';

export interface SuggestionsListProps {
  /** The input the list hangs under (its combobox). */
  anchor: HTMLElement | null;
  listId: string;
  /** The listbox's accessible name. */
  label: string;
  suggestions: Suggestions;
  onPick(item: string): void;
}

/**
 * The listbox of a text control's suggestions, floating under the input in the element's own shadow root.
 * Focus stays in the input (a combobox with aria-activedescendant): options are picked by the input's keys
 * or by a click, which must not blur the input first.
 *
 * @example
 * <SuggestionsList anchor={input} listId={`${id}-list`} label={t('Таклифлар')} suggestions={suggestions} onPick={pick} />
 */
export function SuggestionsList({ anchor, listId, label, suggestions, onPick }: SuggestionsListProps) {
  const portalRoot = usePortalRoot();
  const { active, open } = suggestions;
  const { refs, floatingStyles } = useFloatingListbox({
    open,
    anchor,
    maxHeight: 320,
    list: () => portalRoot,
    activeId: active >= 0 ? `${listId}-${active}` : undefined,
  });

  if (!open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <ul ref={refs.setFloating} id={listId} role="listbox" aria-label={label} className="pl-suggestions" style={floatingStyles}>
        {suggestions.items.map((item, index) => (
          <li
            key={`${index}:${item}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`pl-suggestions__option${index === active ? ' pl-suggestions__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && suggestions.setActive(index)}
            onClick={() => onPick(item)}
          >
            {item}
          </li>
        ))}
      </ul>
    </FloatingPortal>
  );
}

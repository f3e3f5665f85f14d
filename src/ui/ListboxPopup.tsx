import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePortalRoot } from './PortalRoot';
import { listboxCss } from './styles/listboxCss';
import { STYLE_RANK } from './styles/styleRank';
import { useAdoptedStyles } from './useAdoptedStyles';
import { useFloatingListbox } from './useFloatingListbox';

/** One option as the popup draws it: the caller has already translated and labelled it. */
export interface ListboxItem {
  key: string;
  label: string;
  selected: boolean;
}

/** The search box of a popup; the caller owns its text (local filtering or a server search). */
export interface ListboxSearch {
  value: string;
  onChange(value: string): void;
  /** Accessible name and placeholder, translated. */
  label: string;
}

export interface ListboxPopupProps {
  /** The button the popup hangs from; focus returns to it when the popup closes. */
  anchor: HTMLElement | null;
  open: boolean;
  /** Escape, an outside click or focus leaving: the caller sets `open` false. */
  onClose(): void;
  items: readonly ListboxItem[];
  multiple: boolean;
  /** The user picked `items[index]` (click, Enter, or Space in the list). */
  onPick(index: number): void;
  /** Id of the label naming the list. */
  labelledBy?: string;
  search?: ListboxSearch | null;
  /** Shown instead of the list when `items` is empty ('Натижа топилмади'); null shows nothing. */
  emptyText: string | null;
  /** A message above the list (e.g. a selection limit), announced. */
  notice?: string | null;
  /** Drawn after the list (a loading line, an error with a retry button). */
  footer?: ReactNode;
  /** The end of the list came into view (scrolled to, or the list is too short to scroll): load more. */
  onEndReached?(): void;
  className?: string;
  /** The list's id, for the button's aria-controls; a generated one otherwise. */
  listId?: string;
}

const TYPE_AHEAD_RESET_MS = 600;

/**
 * A floating listbox under a button (the select-only pattern of WAI-ARIA APG): focus moves into the popup
 * (its search box, or the list itself), ArrowUp/ArrowDown/Home/End move the active option, Enter picks (and
 * Space in the list), typing letters in a list without a search box jumps to the next option starting with
 * them, Escape or an outside click closes and focus returns to the button. Multiple lists stay open on pick.
 * Knows nothing of forms or tables: both draw their selects on it.
 *
 * @example
 * <ListboxPopup anchor={button} open={open} onClose={() => setOpen(false)} multiple={false}
 *   items={[{ key: '1', label: 'Тошкент', selected: true }]} onPick={(i) => choose(i)} emptyText={t('Натижа топилмади')} />
 */
export function ListboxPopup(props: ListboxPopupProps) {
  const { anchor, open, items, search } = props;
  const portalRoot = usePortalRoot();
  const generatedId = useId();
  const listId = props.listId ?? generatedId;
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const anchorRef = useRef(anchor);
  anchorRef.current = anchor;
  // Where the form's sheet had these rules: the popup opens in the element's layer, in the anchor's shadow root.
  useAdoptedStyles(anchorRef, listboxCss, STYLE_RANK.form);
  const endRef = useRef<HTMLLIElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [active, setActive] = useState(0);
  const onEndReached = useRef(props.onEndReached);
  onEndReached.current = props.onEndReached;

  const activeId = items[active] ? `${listId}-${active}` : undefined;
  const { refs, floatingStyles, context } = useFloatingListbox({
    open,
    onOpenChange: (next) => {
      if (!next) props.onClose();
    },
    anchor,
    list: listRef,
    activeId,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  // Each opening starts on the (first) selected option, so Enter right away keeps the current choice.
  useEffect(() => {
    if (open)
      setActive(
        Math.max(
          0,
          items.findIndex((item) => item.selected),
        ),
      );
    // Only on opening (`items` left out on purpose): a multiple toggle later must not move the cursor.
  }, [open]);
  useEffect(() => {
    if (active >= items.length && items.length) setActive(items.length - 1);
  }, [active, items.length]);

  // The end marker in view means "load more", whether the user scrolled to it or the list is short.
  const wantsMore = Boolean(props.onEndReached);
  useEffect(() => {
    const end = endRef.current;
    if (!open || !wantsMore || !end || !list || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndReached.current?.();
      },
      { root: list },
    );
    observer.observe(end);
    return () => observer.disconnect();
    // Re-observing after the items change re-checks a list that is still too short to scroll.
  }, [open, wantsMore, list, items.length]);

  function onKeyDown(event: KeyboardEvent) {
    const inSearch = event.target === searchRef.current;
    const last = items.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && !inSearch) move(0);
    else if (event.key === 'End' && !inSearch) move(last);
    else if (event.key === 'Enter' || (event.key === ' ' && !inSearch && !typed.current.text)) {
      event.preventDefault();
      if (items[active]) props.onPick(active);
    } else if (event.key === 'Tab') {
      // The popup has no focus guards (hidden yet focusable: a screen reader trap): Tab leaves from the
      // button instead, so it reaches the field after (or before) it, and the list closes.
      anchorRef.current?.focus();
      props.onClose();
    } else if (!inSearch && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeAhead(event.key);
    }
  }

  function typeAhead(key: string) {
    const now = Date.now();
    const text = (now - typed.current.at > TYPE_AHEAD_RESET_MS ? '' : typed.current.text) + key.toLocaleLowerCase();
    typed.current = { text, at: now };
    // A repeated single letter cycles through the options starting with it.
    const start = text.length === 1 ? active + 1 : active;
    for (let step = 0; step < items.length; step += 1) {
      const index = (start + step) % items.length;
      if (items[index].label.toLocaleLowerCase().startsWith(text)) {
        setActive(index);
        return;
      }
    }
  }

  if (!open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot} preserveTabOrder={false}>
      <FloatingFocusManager
        context={context}
        modal={false}
        guards={false}
        initialFocus={search ? searchRef : listRef}
        returnFocus={anchorRef}
      >
        <div
          ref={refs.setFloating}
          className={`pl-listbox${props.className ? ` ${props.className}` : ''}`}
          style={floatingStyles}
          {...getFloatingProps({ onKeyDown })}
        >
          {search ? (
            <input
              ref={searchRef}
              part="input"
              className="pl-input pl-listbox__search"
              type="text"
              role="combobox"
              autoComplete="off"
              aria-label={search.label}
              aria-expanded="true"
              aria-autocomplete="list"
              aria-controls={listId}
              aria-activedescendant={activeId}
              placeholder={search.label}
              value={search.value}
              onChange={(event) => {
                search.onChange(event.target.value);
                setActive(0);
              }}
            />
          ) : null}
          {props.notice ? (
            <div className="pl-listbox__notice" role="alert">
              {props.notice}
            </div>
          ) : null}
          <ul
            ref={(node) => {
              listRef.current = node;
              setList(node);
            }}
            id={listId}
            className="pl-listbox__list"
            role="listbox"
            tabIndex={-1}
            aria-labelledby={props.labelledBy}
            aria-multiselectable={props.multiple || undefined}
            aria-activedescendant={search ? undefined : activeId}
          >
            {items.map((item, index) => (
              <li
                key={item.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={item.selected}
                className={`pl-listbox__option${index === active ? ' pl-listbox__option--active' : ''}`}
                // Keep focus in the popup (search box or list) while clicking an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => props.onPick(index)}
              >
                {/* The tick is drawn by CSS: the option's text stays its label alone. */}
                {props.multiple ? <span className="pl-listbox__check" aria-hidden="true" /> : null}
                {item.label}
              </li>
            ))}
            <li ref={endRef} className="pl-listbox__end" role="presentation" aria-hidden="true" />
          </ul>
          {items.length === 0 && props.emptyText ? (
            <div className="pl-listbox__empty" role="status">
              {props.emptyText}
            </div>
          ) : null}
          {props.footer}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}

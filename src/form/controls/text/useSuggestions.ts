import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormElementMeta, FormOption } from '../../../core/api/formMeta';
import type { FormEnv } from '../ControlProps';

/** docs/behaviour.md §12: suggestions are asked for 500 ms after the last keystroke. */
export const SUGGESTIONS_DEBOUNCE_MS = 500;

/** The state and actions of a text control's suggestion list (a combobox's listbox). */
export interface Suggestions {
  /** Whether the control offers suggestions at all (a suggestionsUrl or local options). */
  enabled: boolean;
  items: string[];
  open: boolean;
  /** Index of the highlighted item, -1 for none. */
  active: number;
  /** The user typed `text`: filter the local options now, ask the server after the debounce. */
  typed(text: string): void;
  /** Arrow keys: highlight the next (+1) or previous (-1) item, opening the list when it is closed. */
  move(delta: number, text: string): void;
  setActive(index: number): void;
  close(): void;
}

const localName = (option: FormOption, locale: string) => {
  const localized = option[`name_${locale}`];
  return typeof localized === 'string' && localized ? localized : option.display_name || option.name;
};

/**
 * Suggestions of a text control (docs/behaviour.md §5, §11, §12): from `GET {suggestionsUrl}?text=` debounced 500 ms,
 * and from the element's local `data` options. The minimum length is 1, or 0 when local options exist
 * (the list then opens on an empty field too). Every new keystroke aborts the call in flight and an answer
 * for an older text is dropped, so a slow answer never replaces a newer one.
 *
 * @example
 * const suggestions = useSuggestions(element, env);
 * <input onChange={(e) => { onChange(e.target.value); suggestions.typed(e.target.value); }} />
 */
export function useSuggestions(element: FormElementMeta, env: FormEnv): Suggestions {
  const url = element.suggestionsUrl?.trim() || null;
  const local = useMemo(
    () => (element.data ?? []).map((option) => String(localName(option, env.locale) ?? '')).filter(Boolean),
    [element.data, env.locale],
  );
  const minLength = local.length ? 0 : 1;
  const [items, setItems] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const show = useCallback((next: string[]) => {
    setItems(next);
    setActive(-1);
    setOpen(next.length > 0);
  }, []);

  const typed = useCallback(
    (text: string) => {
      cancel();
      if (text.length < minLength) {
        show([]);
        return;
      }
      const needle = text.trim().toLocaleLowerCase();
      const matches = local.filter((name) => name.toLocaleLowerCase().includes(needle));
      show(matches);
      if (!url) return;
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        env.api.suggestions(url, text, controller.signal).then(
          (remote) => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            show([...new Set([...matches, ...(Array.isArray(remote) ? remote.map(String) : [])])]);
          },
          () => {
            // A failed or aborted lookup only means no suggestions; the field itself still works.
          },
        );
      }, SUGGESTIONS_DEBOUNCE_MS);
    },
    [cancel, env.api, local, minLength, show, url],
  );

  const move = useCallback(
    (delta: number, text: string) => {
      if (!open) {
        if (items.length) setOpen(true);
        else typed(text);
        return;
      }
      setActive((current) => (items.length ? (current + delta + items.length + (current < 0 && delta < 0 ? 1 : 0)) % items.length : -1));
    },
    [items.length, open, typed],
  );

  const close = useCallback(() => {
    cancel();
    setOpen(false);
    setActive(-1);
  }, [cancel]);

  return { enabled: Boolean(url) || local.length > 0, items, open, active, typed, move, setActive, close };
}

import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isTextEntry } from '../../core/layout/isTextEntry';
import { LAYOUT_DELAYS } from '../../core/layout/layoutDelays';
import { layoutShortcut, type LayoutShortcut } from '../../core/layout/layoutShortcut';

export interface LayoutShortcutHandlers {
  /** Carry out a shortcut; return false to let the key do what it would have done (nothing was handled). */
  onShortcut(shortcut: LayoutShortcut): boolean;
  /** Alt held for 100 ms (true) or released (false). */
  onHints(show: boolean): void;
  /** Whether this user gets hotkey hints at all (docs/behaviour.md §2: non-admins). */
  hintsAllowed: boolean;
}

/**
 * Key events are composed: one pressed inside our shadow root reaches the document listener too. Each is
 * handled once per page, so two listeners (or two `<platon-app>`s) never toggle force-user mode twice.
 */
const handledEvents = new WeakSet<Event>();

/**
 * The layout's keyboard (docs/behaviour.md §1): Shift+arrows move focus between regions, Ctrl+Shift+D toggles
 * force-user mode, Alt held shows hotkey hints. It listens on the element's shadow root and on the document,
 * because keyboard focus may be in the host page around the element.
 */
export function useLayoutShortcuts(rootRef: RefObject<HTMLElement | null>, handlers: LayoutShortcutHandlers): void {
  const onShortcut = useEffectEvent((shortcut: LayoutShortcut) => handlers.onShortcut(shortcut));
  const onHints = useEffectEvent((show: boolean) => handlers.onHints(show));
  const hintsAllowed = useEffectEvent(() => handlers.hintsAllowed);

  useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    const shadow = node.getRootNode();
    const targets: EventTarget[] = shadow === document ? [document] : [shadow, document];
    let altTimer: ReturnType<typeof setTimeout> | undefined;
    let hintsShown = false;
    const hideHints = () => {
      clearTimeout(altTimer);
      altTimer = undefined;
      if (hintsShown) onHints(false);
      hintsShown = false;
    };

    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      if (key.key === 'Alt') {
        if (key.repeat || altTimer || hintsShown || !hintsAllowed()) return;
        altTimer = setTimeout(() => {
          altTimer = undefined;
          hintsShown = true;
          onHints(true);
        }, LAYOUT_DELAYS.hotkeyHintMs);
        return;
      }
      // Alt pressed with another key is a modifier for that key's shortcut, not a request for hints.
      if (altTimer) {
        clearTimeout(altTimer);
        altTimer = undefined;
      }
      if (key.defaultPrevented || handledEvents.has(event)) return;
      // composedPath()[0] is the real target; `event.target` is retargeted to the host outside the shadow root.
      const origin = event.composedPath()[0];
      const shortcut = layoutShortcut(key, origin instanceof Element && isTextEntry(describe(origin)));
      if (!shortcut) return;
      // A modal dialog keeps focus inside until it closes; moving focus to a region would break out of it.
      if (shortcut !== 'toggle-force-user' && origin instanceof Element && origin.closest('[aria-modal="true"]')) return;
      handledEvents.add(event);
      if (onShortcut(shortcut)) key.preventDefault();
    };
    const onKeyUp = (event: Event) => {
      if ((event as KeyboardEvent).key === 'Alt') hideHints();
    };

    for (const target of targets) {
      target.addEventListener('keydown', onKeyDown);
      target.addEventListener('keyup', onKeyUp);
    }
    // Alt+Tab to another window never delivers the keyup here.
    globalThis.addEventListener('blur', hideHints);
    return () => {
      hideHints();
      for (const target of targets) {
        target.removeEventListener('keydown', onKeyDown);
        target.removeEventListener('keyup', onKeyUp);
      }
      globalThis.removeEventListener('blur', hideHints);
    };
  }, [rootRef]);
}

function describe(element: Element) {
  return {
    tagName: element.tagName,
    type: element.getAttribute('type'),
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    role: element.getAttribute('role'),
  };
}

import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { usePortalRoot } from './PortalRoot';
import { useDialogStyles } from './styles/useDialogStyles';

export interface ContextMenuOption {
  key: string;
  label: string;
  disabled?: boolean;
}

export interface ContextMenuProps {
  open: boolean;
  /** Shown above the options and naming the menu for screen readers. */
  title?: string;
  options: readonly ContextMenuOption[];
  /** Open at a viewport point, e.g. a right click's `clientX`/`clientY`... */
  at?: { x: number; y: number } | null;
  /** ...or beside an element, e.g. a "more" button (which gets the focus back on close). */
  anchor?: Element | null;
  /** Called with the picked option's key; the menu then closes. */
  onSelect(key: string): void;
  onClose(): void;
}

/** docs/behaviour.md §12: the menu keeps 20 px from the viewport's edges, flipping and shifting to stay inside. */
export const CONTEXT_MENU_MARGIN = 20;

/**
 * A menu of options with a title (docs/behaviour.md §6). The first option takes the focus; arrow keys, Home/End and
 * typing a label's first letters move between options; Enter or Space picks; Escape, Tab or a click outside
 * closes it and focus goes back to where it was.
 */
export function ContextMenu(props: ContextMenuProps) {
  useDialogStyles();
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const { refs, floatingStyles, context } = useFloating({
    open: props.open,
    onOpenChange: (open) => {
      if (!open) props.onClose();
    },
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(props.anchor ? 4 : 2),
      flip({ padding: CONTEXT_MENU_MARGIN }),
      shift({ padding: CONTEXT_MENU_MARGIN }),
      size({
        padding: CONTEXT_MENU_MARGIN,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(availableHeight, 80)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const x = props.at?.x;
  const y = props.at?.y;
  // The same menu may open at a point one time and at an anchor the next: set both the element that counts
  // as "inside" for outside clicks and the box it is positioned against, every time.
  useLayoutEffect(() => {
    if (props.anchor) {
      refs.setReference(props.anchor);
      refs.setPositionReference(props.anchor);
    } else if (x !== undefined && y !== undefined) {
      refs.setReference(null);
      refs.setPositionReference({
        getBoundingClientRect: () => ({ x, y, width: 0, height: 0, top: y, left: x, right: x, bottom: y }),
      });
    }
  }, [refs, props.anchor, x, y]);

  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, focusItemOnOpen: true }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);

  if (!props.open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
        <div
          ref={refs.setFloating}
          className="pl-context-menu"
          style={floatingStyles}
          {...getFloatingProps()}
          // After the spread: useRole would name the menu by its reference, which a pointer position lacks.
          aria-labelledby={props.title ? titleId : undefined}
        >
          {props.title ? (
            <div id={titleId} className="pl-context-menu__title" role="presentation">
              {props.title}
            </div>
          ) : null}
          {props.options.map((option, index) => (
            <button
              key={option.key}
              type="button"
              role="menuitem"
              className="pl-context-menu__item"
              disabled={option.disabled}
              tabIndex={activeIndex === index ? 0 : -1}
              ref={(node) => {
                listRef.current[index] = node;
                labelsRef.current[index] = option.label;
              }}
              {...getItemProps({
                onClick() {
                  props.onSelect(option.key);
                  props.onClose();
                },
              })}
            >
              {option.label}
            </button>
          ))}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}

import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { usePortalRoot } from '../../../ui/PortalRoot';
import { handleMenuKeys } from './handleMenuKeys';
import { MenuItemContent } from './MenuItemContent';
import { MenuList } from './MenuList';
import { MenuTreeContext, useMenuTreeState } from './MenuTreeContext';

/**
 * A group of the collapsed sidebar (docs/behaviour.md §1): an icon button whose children open in a fly-out beside it on
 * hover or click, portalled into the element's shadow root. From the keyboard, Right/Enter/Space open it and
 * move focus into it, Left or Escape go back to the icon; following a link closes it. It does not open on
 * mere focus, so tabbing along the icon strip does not pop a panel up at every stop.
 */
export function FlyoutGroup({ item, name, label }: { item: MenuItem; name: string; label: string }) {
  const tree = useMenuTreeState();
  const portalRoot = usePortalRoot();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context, elements } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'right-start',
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { handleClose: safePolygon(), delay: { open: 60, close: 150 } });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss]);

  const inner = useMemo(
    () => ({
      ...tree,
      onLinkClick(event: Parameters<typeof tree.onLinkClick>[0]) {
        tree.onLinkClick(event);
        setOpen(false);
      },
    }),
    [tree],
  );

  function enter(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(true);
    // The panel renders on the next commit; focus its first item then.
    requestAnimationFrame(() => refs.floating.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus());
  }
  const back = () => {
    setOpen(false);
    (elements.domReference as HTMLElement | null)?.focus();
  };

  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={`pl-nav__link pl-nav__group ${open ? 'pl-nav__link--open' : ''}`}
        aria-label={label}
        title={name}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-menu-item={item.id}
        data-menu-parent="root"
        {...getReferenceProps({ onKeyDown: enter })}
      >
        <MenuItemContent item={item} name={name} t={tree.t} iconOnly />
      </button>
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              id={panelId}
              className="pl-flyout"
              role="group"
              aria-label={name}
              style={floatingStyles}
              {...getFloatingProps({ onKeyDown: (event) => handleMenuKeys(event, { toggle: tree.toggle, exitLeft: back }) })}
            >
              <div className="pl-flyout__title">{name}</div>
              <MenuTreeContext.Provider value={inner}>
                <MenuList items={item.children} parentKey={String(item.id)} depth={1} />
              </MenuTreeContext.Provider>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

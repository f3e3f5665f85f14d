import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { isAdmin, productOf } from '../../../core/session/permissions';
import { useStore } from 'zustand';
import { canHandleCall24 } from '../../../core/call24/canHandleCall24';
import { usePortalRoot } from '../../../ui/PortalRoot';
import { useTranslator } from '../../../ui/useTranslator';
import { AppLink } from '../../routing/AppLink';
import { useShell } from '../../routing/ShellContext';
import { Avatar } from './Avatar';

/** docs/behaviour.md §3: the settings item goes to the profile page, and "user security" to its security section. */
const SETTINGS_PATH = '/system/profile';
const SECURITY_PATH = '/system/profile?section=security';
const CALL24_PATH = '/system/call24';
/** The one record of the built-in `project_settings` form (issue 41): a production start has no menu to reach it. */
const PROJECT_SETTINGS_PATH = '/forms/project_settings/1';

/**
 * The account menu (docs/behaviour.md §1): a menu button with the avatar and the user's name; items settings (only with
 * the project's settings-page flag), user security (the profile page's security section) and
 * logout (the shell's confirmation). WAI-ARIA menu button: Enter, Space or Down opens it on the first item,
 * Up on the last; arrows, Home and End move; Escape closes it and focus returns to the button.
 */
export function AccountMenu() {
  const { runtime, confirmLogout } = useShell();
  const t = useTranslator(runtime.i18n);
  const user = useStore(runtime.store, (s) => s.user);
  const settingsPage = useStore(runtime.store, (s) => Boolean(s.projectInfo?.settingsPage));
  // Support staff reach the call-back requests from here (issue 15): the demo sidebar has no item for it.
  const supportStaff = useStore(runtime.store, (s) => canHandleCall24(s.user, productOf(s.projectInfo)));
  // Force-user mode (docs/behaviour.md §2) hides it like every other administrator affordance.
  const admin = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo), s.forceUser));
  const portalRoot = usePortalRoot();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const items = useRef<Array<HTMLElement | null>>([]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: items, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  if (!user) return null;
  const name = user.fullName || user.username;
  let index = 0;
  const item = (onActivate?: () => void) => {
    const i = index++;
    return {
      ref: (node: HTMLElement | null) => {
        items.current[i] = node;
      },
      role: 'menuitem',
      tabIndex: activeIndex === i ? 0 : -1,
      className: 'pl-account-menu__item',
      ...getItemProps({
        onClick() {
          onActivate?.();
          setOpen(false);
        },
        onKeyDown: onItemKeyDown,
      }),
    };
  };

  function onItemKeyDown(event: KeyboardEvent<HTMLElement>) {
    const count = items.current.filter(Boolean).length;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActiveIndex(event.key === 'Home' ? 0 : count - 1);
      items.current[event.key === 'Home' ? 0 : count - 1]?.focus();
    } else if (event.key === ' ' && event.currentTarget instanceof HTMLAnchorElement) {
      // Space activates a menu item; links only react to Enter on their own.
      event.preventDefault();
      event.currentTarget.click();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" ref={refs.setReference} className="pl-account__button" title={name} {...getReferenceProps()}>
        <Avatar photo={user.photo} username={user.username} />
        <span className="pl-account__name">{name}</span>
        <span className="pl-account__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot} preserveTabOrder={false}>
          {/* No focus guards, here or the portal's: they are focusable spans under aria-hidden (axe
              aria-hidden-focus), and Tab closes the menu anyway. The menu sits in the layer, outside the page's
              landmarks: a navigation landmark of its own keeps it reachable by landmarks (axe region). */}
          <FloatingFocusManager context={context} modal={false} initialFocus={-1} guards={false}>
            <nav className="pl-account-menu__landmark" aria-label={t('Ҳисоб')}>
              <div ref={refs.setFloating} className="pl-account-menu" style={floatingStyles} {...getFloatingProps()}>
                {settingsPage ? (
                  <AppLink to={SETTINGS_PATH} {...item()}>
                    {t('Созламалар')}
                  </AppLink>
                ) : null}
                <AppLink to={SECURITY_PATH} {...item()}>
                  {t('Фойдаланувчи хавфсизлиги')}
                </AppLink>
                {admin ? (
                  <AppLink to={PROJECT_SETTINGS_PATH} {...item()}>
                    {t('Лойиҳа созламалари')}
                  </AppLink>
                ) : null}
                {supportStaff ? (
                  <AppLink to={CALL24_PATH} {...item()}>
                    {t('Қайта қўнғироқ сўровлари')}
                  </AppLink>
                ) : null}
                <button type="button" {...item(confirmLogout)}>
                  {t('Чиқиш')}
                </button>
              </div>
            </nav>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

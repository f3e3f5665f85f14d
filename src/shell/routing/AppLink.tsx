import type { ComponentProps, MouseEvent } from 'react';
import { resolveLink } from '../../core/router/linkRules';
import { useShell } from './ShellContext';
import { useFollowLink } from './useFollowLink';

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A server-defined link (`/tables/x`, `forms/y/1?_target=modal_50`, `https://…`, `/system/logout`). */
  to: string;
  /** The menu item id, for menu links (sets `_mid`). */
  mid?: string | number | null;
}

/**
 * A real `<a href>` (so middle-click, copy-link and screen readers work) whose plain clicks follow the
 * link rules of docs/behaviour.md §1 inside the app.
 */
export function AppLink({ to, mid, onClick, children, ...rest }: AppLinkProps) {
  const { router } = useShell();
  const follow = useFollowLink();
  const action = resolveLink(to);
  const href = action.kind === 'external' ? action.url : action.kind === 'internal' ? router.href(action.to) : router.href(to);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(to, { event, mid });
  }
  return (
    <a
      href={href}
      onClick={handleClick}
      {...(action.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}

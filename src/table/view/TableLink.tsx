import type { ComponentProps, MouseEvent } from 'react';
import { resolveLink } from '../../core/router/linkRules';
import type { TableLinks } from './TableLinks';

export interface TableLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A resolved server link (`/forms/appeals/42?_target=modal`, `https://…`, `export/…`). */
  link: string;
  links: TableLinks;
}

/**
 * A real `<a href>` for a table link (cell, gear, button) whose plain left clicks go to `links.follow` when
 * the host gives one; modified clicks (Shift, Alt) stay with the browser, and Ctrl/Cmd reach `follow` with
 * the event so the link rules can open a new tab. External links open in a new window (docs/behaviour.md §1).
 *
 * @example
 * <TableLink link="/forms/appeals/42" links={links}>42</TableLink>
 */
export function TableLink({ link, links, onClick, children, ...rest }: TableLinkProps) {
  const external = /^https?:\/\//i.test(link.trim());
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.shiftKey || event.altKey) return;
    const follow = links.follow ?? (links.download && resolveLink(link).kind === 'export' ? links.download : null);
    if (!follow) return;
    event.preventDefault();
    follow(link, event);
  }
  return (
    <a href={links.hrefOf(link)} onClick={handleClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

import { useId, useMemo, type ReactNode } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { menuEditLink } from '../../../core/menu/menuEditLink';
import { parseCssStyle } from '../../../core/menu/parseCssStyle';
import { GEAR_LINK_PROPS, GEAR_SCOPE_PROPS } from '../../../ui/gearLink';
import { AppLink } from '../../routing/AppLink';
import { MenuItemContent } from './MenuItemContent';
import { useMenuTreeState } from './MenuTreeContext';
import { SvgIcon } from './SvgIcon';

/**
 * One menu item (docs/behaviour.md §1): an optional divider before it (drawn by CSS on the item itself: a `<ul>` may hold
 * only `<li>` list items, so a separator element of its own would break the list for screen readers), then a link (AppLink with the item's id as
 * `_mid`), a group toggle, or both, the admin's edit link, and the open children. While reordering is
 * unlocked the row is draggable among its siblings.
 */
export function MenuNode({ item, parentKey, depth }: { item: MenuItem; parentKey: string; depth: number }) {
  const tree = useMenuTreeState();
  const childrenId = useId();
  const name = tree.t(item.name);
  const style = useMemo(() => parseCssStyle(item.cssStyle), [item.cssStyle]);
  const hasChildren = (item.children ?? []).length > 0;
  const open = hasChildren && tree.expanded.has(item.id);
  const active = tree.activeId === item.id;
  const drag = tree.drag;
  const groupAttributes = hasChildren ? { 'data-menu-open': String(open) } : {};
  const toggleAttributes = { 'aria-expanded': open, 'aria-controls': open ? childrenId : undefined, onClick: () => tree.toggle(item.id) };
  const classes = [
    'pl-nav__item',
    item.hasDividerBefore && 'pl-nav__item--divided',
    active && 'pl-nav__item--active',
    tree.activePath.has(item.id) && 'pl-nav__item--in-path',
    drag?.target?.id === item.id && `pl-nav__item--drop-${drag.target.position}`,
  ];

  let main: ReactNode;
  if (item.link) {
    main = (
      <AppLink
        to={item.link}
        mid={item.id}
        className="pl-nav__link"
        style={style}
        aria-current={active ? 'page' : undefined}
        title={name}
        data-menu-item={item.id}
        data-menu-parent={parentKey}
        draggable={drag ? false : undefined}
        onClick={tree.onLinkClick}
        {...groupAttributes}
      >
        <MenuItemContent item={item} name={name} t={tree.t} />
      </AppLink>
    );
  } else if (hasChildren) {
    main = (
      <button
        type="button"
        className="pl-nav__link pl-nav__group"
        style={style}
        title={name}
        data-menu-item={item.id}
        data-menu-parent={parentKey}
        {...groupAttributes}
        {...toggleAttributes}
      >
        <MenuItemContent item={item} name={name} t={tree.t} />
        <SvgIcon name={open ? 'chevronDown' : 'chevronRight'} className="pl-nav__chevron" />
      </button>
    );
  } else {
    main = (
      <span className="pl-nav__link pl-nav__label" style={style} title={name}>
        <MenuItemContent item={item} name={name} t={tree.t} />
      </span>
    );
  }

  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      data-depth={depth}
      {...(tree.canEdit(item) ? GEAR_SCOPE_PROPS : {})}
      draggable={drag ? true : undefined}
      onDragStart={drag ? (event) => drag.start(event, item.id, parentKey) : undefined}
      onDragOver={drag ? (event) => drag.over(event, item.id, parentKey) : undefined}
      onDrop={drag ? (event) => drag.drop(event, item.id, parentKey) : undefined}
      onDragEnd={drag ? drag.end : undefined}
    >
      <div className="pl-nav__row">
        {drag ? <SvgIcon name="grip" className="pl-nav__grip" /> : null}
        {main}
        {/* The name shows at most two lines (sidebarCss): the title shows the rest on hover. */}
        {item.link && hasChildren ? (
          <button type="button" className="pl-nav__toggle" aria-label={name} {...toggleAttributes}>
            <SvgIcon name={open ? 'chevronDown' : 'chevronRight'} />
          </button>
        ) : null}
        {tree.canEdit(item) ? (
          <AppLink
            to={menuEditLink(item.id)}
            className="pl-nav__edit"
            {...GEAR_LINK_PROPS}
            aria-label={tree.t('Таҳрирлаш: {0}', { 0: name })}
            title={tree.t('Таҳрирлаш: {0}', { 0: name })}
            draggable={drag ? false : undefined}
          >
            <SvgIcon name="pencil" />
          </AppLink>
        ) : null}
      </div>
      {open ? (
        // The same markup as MenuList, rendered here so the recursion stays inside this module.
        <ul className={`pl-nav__list pl-nav__list--depth-${Math.min(depth + 1, 3)}`} id={childrenId}>
          {item.children.map((child) => (
            <MenuNode key={child.id} item={child} parentKey={String(item.id)} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

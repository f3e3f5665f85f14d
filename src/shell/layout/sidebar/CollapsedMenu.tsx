import type { ReactNode } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { AppLink } from '../../routing/AppLink';
import { FlyoutGroup } from './FlyoutGroup';
import { handleMenuKeys } from './handleMenuKeys';
import { MenuItemContent } from './MenuItemContent';
import { useMenuTreeState } from './MenuTreeContext';

/** The collapsed sidebar's menu (docs/behaviour.md §1): top-level icons only; groups open in a fly-out. */
export function CollapsedMenu({ items }: { items: MenuItem[] }) {
  const tree = useMenuTreeState();
  return (
    <ul className="pl-nav__list pl-nav__list--collapsed" onKeyDown={(event) => handleMenuKeys(event, { toggle: tree.toggle })}>
      {items.map((item) => {
        const name = tree.t(item.name);
        // The badge is only a dot here, so its text goes into the accessible name.
        const label = item.badge ? `${name} (${item.badge})` : name;
        const active = tree.activeId === item.id;
        const classes = ['pl-nav__item', active && 'pl-nav__item--active', tree.activePath.has(item.id) && 'pl-nav__item--in-path'];
        let control: ReactNode;
        if ((item.children ?? []).length > 0) control = <FlyoutGroup item={item} name={name} label={label} />;
        else if (item.link) {
          control = (
            <AppLink
              to={item.link}
              mid={item.id}
              className="pl-nav__link"
              aria-label={label}
              title={name}
              aria-current={active ? 'page' : undefined}
              data-menu-item={item.id}
              data-menu-parent="root"
              onClick={tree.onLinkClick}
            >
              <MenuItemContent item={item} name={name} t={tree.t} iconOnly />
            </AppLink>
          );
        } else {
          control = (
            <span className="pl-nav__link pl-nav__label" role="img" aria-label={label} title={name}>
              <MenuItemContent item={item} name={name} t={tree.t} iconOnly />
            </span>
          );
        }
        return (
          <li key={item.id} className={[...classes, item.hasDividerBefore && 'pl-nav__item--divided'].filter(Boolean).join(' ')}>
            <div className="pl-nav__row">{control}</div>
          </li>
        );
      })}
    </ul>
  );
}

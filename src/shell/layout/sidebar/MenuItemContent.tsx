import type { MenuItem } from '../../../core/api/contract';
import { badgeVariant } from '../../../core/menu/badgeVariant';
import { menuBadgeText } from '../../../core/menu/menuBadgeText';
import { MenuIcon } from './MenuIcon';

/** Icon, translated name and badge of one menu item (docs/behaviour.md §1). */
export function MenuItemContent({
  item,
  name,
  t,
  iconOnly = false,
}: {
  item: MenuItem;
  name: string;
  t: (key: string) => string;
  iconOnly?: boolean;
}) {
  return (
    <>
      <MenuIcon cssClass={item.cssClass} name={name} />
      {iconOnly ? null : (
        // One box for the name and its badge: the badge moves under the name when both do not fit (a long
        // word beside '100000' ran out of the link, under the administrator's edit pencil).
        <span className="pl-nav__text">
          <span className="pl-nav__name">{name}</span>
          {item.badge ? <span className={`pl-badge pl-badge--${badgeVariant(item.badgeType)}`}>{menuBadgeText(item.badge, t)}</span> : null}
        </span>
      )}
      {item.badge && iconOnly ? <span className={`pl-nav__dot pl-badge--${badgeVariant(item.badgeType)}`} aria-hidden="true" /> : null}
    </>
  );
}

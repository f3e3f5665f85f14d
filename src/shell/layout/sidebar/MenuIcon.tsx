import { Icon } from '../../../ui/icons/Icon';

/** A menu item's icon from its `cssClass` (the one icon path, ui/icons/Icon); its name's first letter when the set has none. */
export function MenuIcon({ cssClass, name }: { cssClass: string | null; name: string }) {
  return (
    <span className="pl-nav__icon" aria-hidden="true">
      <Icon cssClass={cssClass} letter={name.trim().charAt(0) || '•'} />
    </span>
  );
}

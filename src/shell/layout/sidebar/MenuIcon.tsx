import { iconForClass } from './menuIcons';
import { SvgIcon } from './SvgIcon';

/** A menu item's icon from its `cssClass`; the first letter of its (translated) name when none is known. */
export function MenuIcon({ cssClass, name }: { cssClass: string | null; name: string }) {
  const icon = iconForClass(cssClass);
  return (
    <span className="pl-nav__icon" aria-hidden="true">
      {icon ? <SvgIcon name={icon} /> : <span className="pl-nav__letter">{name.trim().charAt(0).toUpperCase() || '•'}</span>}
    </span>
  );
}

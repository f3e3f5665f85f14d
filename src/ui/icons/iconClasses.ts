/** Font Awesome's style and size classes: not icon names. */
const STYLE_CLASSES = new Set([
  'fa',
  'fas',
  'far',
  'fa-solid',
  'fa-regular',
  'fa-fw',
  'fa-lg',
  'fa-sm',
  'fa-xs',
  'fa-2x',
  'fa-spin',
  'fa-inverse',
]);
const BRANDS = new Set(['fab', 'fa-brands']);

/**
 * The classes that draw a configured icon ('fa-solid fa-language', 'fa fa-save', 'fas fa-user') with the
 * icon set, or null when it names no icon the set has (brands, another icon font, a typo): the caller then
 * shows its fallback. A bare 'fa' or an unknown style means solid.
 *
 * @example
 * iconClasses('fa fa-save', names);          // 'fa-solid fa-save'
 * iconClasses('far fa-circle-check', names); // 'fa-regular fa-circle-check'
 * iconClasses('glyphicon glyphicon-ok', names); // null
 */
export function iconClasses(cssClass: string | null | undefined, names: ReadonlySet<string>): string | null {
  const classes = (cssClass ?? '').trim().split(/\s+/).filter(Boolean);
  if (classes.some((name) => BRANDS.has(name))) return null;
  const icon = classes.find((name) => name.startsWith('fa-') && !STYLE_CLASSES.has(name) && names.has(name.slice(3)));
  if (!icon) return null;
  const style = classes.includes('far') || classes.includes('fa-regular') ? 'fa-regular' : 'fa-solid';
  return `${style} ${icon}`;
}

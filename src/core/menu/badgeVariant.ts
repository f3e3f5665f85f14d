const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const;

export type BadgeVariant = (typeof VARIANTS)[number];

/**
 * The badge style of a menu item (docs/behaviour.md §1 badgeType, default primary). Unknown values fall back to primary
 * rather than reaching a class name.
 *
 * @example
 * badgeVariant(null); // 'primary'
 * badgeVariant('Warning'); // 'warning'
 */
export function badgeVariant(type: string | null | undefined): BadgeVariant {
  const value = (type ?? '').trim().toLowerCase();
  return (VARIANTS as readonly string[]).includes(value) ? (value as BadgeVariant) : 'primary';
}

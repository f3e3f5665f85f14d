import { formatNumber } from '../format/formatNumber';

/**
 * What a menu item's badge shows: a count (a live badge, or digits typed by an administrator) grouped as the
 * table's totals are ('100 000', never '100000' beside a table saying '100 000'), any other text translated
 * like the item's name.
 *
 * @example
 * menuBadgeText('100000', t); // '100 000'
 * menuBadgeText('янги', t);   // 'new' in English
 */
export function menuBadgeText(badge: string, t: (key: string) => string): string {
  return /^\d+$/.test(badge.trim()) ? formatNumber(badge.trim()) : t(badge);
}

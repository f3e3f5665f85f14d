/**
 * The user-facing texts of a table call that cannot be answered. The spec's own page texts (docs/behaviour.md §9), so the
 * browser's error view shows the same words for a missing or forbidden table as for a page, translated.
 *
 * @example
 * if (!table) return sendError(reply, 404, TABLE_NOT_FOUND);
 */
export const TABLE_NOT_FOUND = 'Саҳифа топилмади';
export const TABLE_FORBIDDEN = 'Бу саҳифа кўришга рўхсат берилмаган';

/**
 * How deep a footer formula may nest through other columns' footers (docs/behaviour.md §12). Deeper means a cycle or a
 * configuration mistake; the footer then shows 0 and the error is logged (docs/behaviour.md §9).
 *
 * @example
 * limitRecursion(compute, { limit: FOOTER_RECURSION_LIMIT, fallback: 0, onExceeded });
 */
export const FOOTER_RECURSION_LIMIT = 10;

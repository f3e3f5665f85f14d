/**
 * How deep a footer formula may nest through other columns' footers (SPEC §9). Deeper means a cycle or a
 * configuration mistake; the footer then shows 0 and the error is logged (SPEC §8).
 *
 * @example
 * limitRecursion(compute, { limit: FOOTER_RECURSION_LIMIT, fallback: 0, onExceeded });
 */
export const FOOTER_RECURSION_LIMIT = 10;

/**
 * The largest value of each PostgreSQL integer type (the smallest is -max - 1). A bound beyond them is an SQL
 * error, so filter values are checked (equality) or clamped (range ends) against these first.
 *
 * @example
 * BigInt(value) > QUERY_INTEGER_LIMITS.integer; // out of range for an integer column
 */
export const QUERY_INTEGER_LIMITS: Readonly<Record<string, bigint>> = {
  smallint: 32_767n,
  integer: 2_147_483_647n,
  bigint: 9_223_372_036_854_775_807n,
};

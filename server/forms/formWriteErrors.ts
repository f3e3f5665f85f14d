import type { FieldErrors } from '../../src/core/api/formContract';
import { VALIDATION_MESSAGES } from '../../src/core/validation/validationMessages';

interface DatabaseError {
  code?: unknown;
  column?: unknown;
  detail?: unknown;
  table?: unknown;
  constraint?: unknown;
}

/**
 * The field errors of a write PostgreSQL refused for its data (class 22: a value out of range, too long, an
 * unknown enum label) or its integrity (class 23: not null, unique, foreign key, check), or null for any
 * other failure, which stays a 500. The column is named when the error says which one and the form wrote
 * it: a missing required value reads 'Майдонни тўлдириш керак', anything else 'Нотўғри қиймат'. A check
 * refusal names no column, so a constraint named `<table>_<column>_check` (PostgreSQL's own name for a column's
 * check) names its column.
 *
 * @example
 * formWriteErrors({ code: '23505', detail: 'Key (code)=(A1) already exists.' }, ['code']); // { code: { message: 'Нотўғри қиймат' } }
 */
export function formWriteErrors(error: unknown, written: readonly string[]): FieldErrors | null {
  const { code, column, detail, table, constraint } = (error ?? {}) as DatabaseError;
  if (typeof code !== 'string' || !/^2[23]/.test(code)) return null;
  const checked =
    code === '23514' && typeof table === 'string' && typeof constraint === 'string' && constraint.startsWith(`${table}_`)
      ? constraint.slice(table.length + 1).replace(/_check$/, '')
      : undefined;
  const named =
    typeof column === 'string' && column
      ? column
      : typeof detail === 'string' && /^Key \(([^),]+)\)=/.test(detail)
        ? /^Key \(([^),]+)\)=/.exec(detail)?.[1]
        : checked;
  if (!named || !written.includes(named)) return {};
  return { [named]: { message: code === '23502' ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.wrongValue } };
}

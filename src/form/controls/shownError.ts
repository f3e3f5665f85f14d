import type { FieldError } from 'react-hook-form';

/**
 * The dirty rule (docs/behaviour.md §5): a rule's message shows once the control was touched or changed, or after a
 * submit; a server's message shows at once (it clears when the value changes: the resolver revalidates).
 *
 * @example
 * shownError({ error, isTouched: false, isDirty: false }, false); // null unless error.type === 'server'
 */
export function shownError(
  state: { error?: Pick<FieldError, 'type' | 'message'> | { type?: unknown; message?: unknown }; isTouched: boolean; isDirty: boolean },
  isSubmitted: boolean,
): string | null {
  const { error } = state;
  if (typeof error?.message !== 'string' || !error.message) return null;
  return error.type === 'server' || state.isTouched || state.isDirty || isSubmitted ? error.message : null;
}

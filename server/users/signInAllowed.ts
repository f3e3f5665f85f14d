/** The sign-in methods an account may be allowed (users.sign_in_methods). */
export const SIGN_IN_METHODS = ['password', 'eimzo', 'oauth2'] as const;
export type AccountSignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Whether an account may sign in with `method`: its `sign_in_methods` list names it. A list that is not
 * one (a row written by hand) allows every method, as before the list existed.
 *
 * @example
 * signInAllowed({ sign_in_methods: ['eimzo'] }, 'password'); // false
 */
export function signInAllowed(row: { sign_in_methods: unknown }, method: AccountSignInMethod): boolean {
  return !Array.isArray(row.sign_in_methods) || row.sign_in_methods.includes(method);
}

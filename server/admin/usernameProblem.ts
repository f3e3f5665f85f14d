/** The longest username the sign-in call accepts (contract.ts loginRequestSchema). */
const USERNAME_MAX_LENGTH = 150;

/**
 * What is wrong with a username given on the command line or in the environment, or null: it must be one
 * that can be typed into the sign-in form and sent, so no surrounding spaces (the form keeps them, and
 * nobody sees them), no control characters, and not longer than the sign-in call takes.
 *
 * @example
 * usernameProblem(' admin'); // 'the username must not start or end with a space'
 */
export function usernameProblem(username: string): string | null {
  if (username === '') return 'the username is empty';
  if (username.trim() !== username) return 'the username must not start or end with a space';
  if (/[\u0000-\u001f\u007f]/.test(username)) return 'the username must not contain control characters';
  if ([...username].length > USERNAME_MAX_LENGTH) return `the username must have at most ${USERNAME_MAX_LENGTH} characters`;
  return null;
}

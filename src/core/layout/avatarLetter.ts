/**
 * The avatar's fallback when the user has no photo (docs/behaviour.md §1): the first letter of the username, upper
 * case. Whole code points, so a username starting with an emoji or a rare script is not cut in half.
 *
 * @example
 * avatarLetter('admin'); // 'A'
 * avatarLetter('  шоҳрух'); // 'Ш'
 */
export function avatarLetter(username: string | null | undefined): string {
  const first = Array.from((username ?? '').trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

import { PASSWORD_MIN_LENGTH } from '../validation/validationMessages';

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: 'Парол 6та дан кам бўлмаслиги керак',
  sameAsUsername: 'Парол логин билан бир хил бўлмаслиги керак',
  sameAsOld: 'Янги парол жорий паролдан фарқ қилиши керак',
} as const;

/**
 * The rule a new password of an account must meet, or null when it does: at least 6 characters (docs/behaviour.md §12),
 * not the username in any letter case, not the password it replaces. The server applies it to every change;
 * a client may show the same message before asking.
 *
 * @example
 * passwordPolicyMessage({ username: 'admin', oldPassword: 'admin123', newPassword: 'Admin' }); // 'Парол 6та дан кам бўлмаслиги керак'
 */
export function passwordPolicyMessage({
  username,
  oldPassword,
  newPassword,
}: {
  username: string;
  oldPassword: string;
  newPassword: string;
}): string | null {
  if ([...newPassword].length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (newPassword.trim().toLowerCase() === username.trim().toLowerCase()) return PASSWORD_POLICY_MESSAGES.sameAsUsername;
  if (newPassword === oldPassword) return PASSWORD_POLICY_MESSAGES.sameAsOld;
  return null;
}

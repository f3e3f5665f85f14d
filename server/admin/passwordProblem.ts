import { PASSWORD_POLICY_MESSAGES, passwordPolicyMessage } from '../../src/core/auth/passwordPolicy';
import { PASSWORD_MIN_LENGTH } from '../../src/core/validation/validationMessages';

/** The longest password the sign-in call accepts (contract.ts loginRequestSchema): a longer one could never sign in. */
const PASSWORD_MAX_LENGTH = 1024;

/**
 * What is wrong with a password an operator gives an account from the command line or the environment, or
 * null. The rules are the change-password dialog's (passwordPolicyMessage, applied by the server to every
 * change), said in English like the rest of the server's operator output.
 *
 * @example
 * passwordProblem('admin', 'admin'); // 'the password must have at least 6 characters'
 */
export function passwordProblem(username: string, password: string, oldPassword = ''): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return `the password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  switch (passwordPolicyMessage({ username, oldPassword, newPassword: password })) {
    case null:
      return null;
    case PASSWORD_POLICY_MESSAGES.tooShort:
      return `the password must have at least ${PASSWORD_MIN_LENGTH} characters`;
    case PASSWORD_POLICY_MESSAGES.sameAsUsername:
      return 'the password must not be the username';
    case PASSWORD_POLICY_MESSAGES.sameAsOld:
      return 'the new password must differ from the current one';
    default:
      return 'the password does not meet the password rules';
  }
}

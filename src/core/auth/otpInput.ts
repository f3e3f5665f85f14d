/** docs/behaviour.md §12: one-time codes have 6 digits. */
export const OTP_LENGTH = 6;

/**
 * What the OTP input keeps of what was typed or pasted (docs/behaviour.md §5): digits only, at most 6.
 *
 * @example
 * sanitiseOtp('12 34-56 7'); // '123456'
 */
export function sanitiseOtp(value: string): string {
  return value.replace(/\D+/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

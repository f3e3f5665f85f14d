import { forwardRef, useId } from 'react';
import { OTP_LENGTH, sanitiseOtp } from '../../core/auth/otpInput';
import type { Translate } from '../../ui/useTranslator';

export interface OtpCodeFieldProps {
  /** A message key; 'Бир марталик код' unless the dialog asks for two codes. */
  label?: string;
  value: string;
  /** A message key shown under the input, which is then marked invalid. */
  error: string | null;
  t: Translate;
  onChange(code: string): void;
}

/** The 6-digit code input of docs/behaviour.md §5: digits only, at most 6 (what is typed or pasted is cleaned). */
export const OtpCodeField = forwardRef<HTMLInputElement, OtpCodeFieldProps>(function OtpCodeField(
  { label = 'Бир марталик код', value, error, t, onChange },
  ref,
) {
  const id = useId();
  return (
    <div className="pl-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        ref={ref}
        id={id}
        part="input"
        className="pl-input pl-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={value}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={`${id}-error`}
        onChange={(e) => onChange(sanitiseOtp(e.target.value))}
      />
      <span id={`${id}-error`} className="pl-field-error" role="alert">
        {error ? t(error) : ''}
      </span>
    </div>
  );
});

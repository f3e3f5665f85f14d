import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { EyeIcon } from '../../ui/EyeIcon';
import type { Translate } from '../../ui/useTranslator';

export interface PasswordFieldProps {
  label: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  /** A message key shown under the input, which is then marked invalid; none by default. */
  error?: string | null;
  t: Translate;
  onChange(value: string): void;
}

/** A labelled password input with a show/hide toggle whose name says what pressing does. */
export function PasswordField({ label, value, autoComplete, error = null, t, onChange }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const toggle = shown ? t('Паролни яшириш') : t('Паролни кўрсатиш');
  return (
    <div className="pl-field">
      <label htmlFor={id}>{label}</label>
      <div className="pl-input-group">
        <input
          id={id}
          part="input"
          className="pl-input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button className="pl-password-toggle" aria-pressed={shown} aria-label={toggle} title={toggle} onClick={() => setShown(!shown)}>
          <EyeIcon crossed={shown} />
        </Button>
      </div>
      {error ? (
        <span id={`${id}-error`} className="pl-field-error" role="alert">
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { EyeIcon } from '../ui/EyeIcon';
import { pageHasNoFocus } from '../ui/pageHasNoFocus';
import type { Translate } from '../ui/useTranslator';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  t: Translate;
  busy: boolean;
  /** A message key shown above the fields (docs/behaviour.md §9 texts). */
  error: string | null;
  onSubmit(credentials: Credentials): void;
}

/** Username and password with a show/hide toggle; both required before anything is sent. */
export function LoginForm({ t, busy, error, onSubmit }: LoginFormProps) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The sign-in page's first thing to do is typing the name: it has focus, unless the page gave it to something.
  useEffect(() => {
    if (pageHasNoFocus()) usernameRef.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { username: !username.trim(), password: !password };
    setMissing(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit({ username: username.trim(), password });
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      {error ? (
        <div id={`${id}-error`} className="pl-alert pl-alert--danger" role="alert">
          {t(error)}
        </div>
      ) : null}
      <div className="pl-field">
        <label htmlFor={`${id}-username`}>{t('Логин')}</label>
        <input
          ref={usernameRef}
          id={`${id}-username`}
          name="username"
          part="input"
          className="pl-input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          aria-invalid={missing.username ? 'true' : 'false'}
          onChange={(e) => setUsername(e.target.value)}
        />
        {missing.username ? <span className="pl-field-error">{t('Майдонни тўлдириш керак')}</span> : null}
      </div>
      <div className="pl-field">
        <label htmlFor={`${id}-password`}>{t('Парол')}</label>
        <div className="pl-input-group">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            part="input"
            className="pl-input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            aria-invalid={missing.password ? 'true' : 'false'}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            className="pl-password-toggle"
            aria-pressed={showPassword}
            aria-label={showPassword ? t('Паролни яшириш') : t('Паролни кўрсатиш')}
            title={showPassword ? t('Паролни яшириш') : t('Паролни кўрсатиш')}
            onClick={() => setShowPassword((v) => !v)}
          >
            <EyeIcon crossed={showPassword} />
          </Button>
        </div>
        {missing.password ? <span className="pl-field-error">{t('Майдонни тўлдириш керак')}</span> : null}
      </div>
      <Button type="submit" variant="primary" block disabled={busy} aria-busy={busy}>
        {t('Кириш')}
      </Button>
    </form>
  );
}

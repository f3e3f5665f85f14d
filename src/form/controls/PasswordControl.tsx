import { useState } from 'react';
import { EyeIcon } from '../../ui/EyeIcon';
import type { ControlProps } from './ControlProps';
import { textOf } from './text/textOf';
import { useFormControl } from './useFormControl';

/**
 * Password (docs/behaviour.md §5): hidden by default, a toggle button shows and hides it (aria-pressed says which,
 * its name says what pressing does). The length rule (at least 6, new records only) is the shared
 * validation's. The server stores a hash and never sends a password back: editing, empty keeps the stored one.
 *
 * @example
 * <PasswordControl element={{ id: 5, type: 'password', dataField: 'password', label: 'Парол' }} env={env} />
 */
export function PasswordControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, inputProps, disabled } = useFormControl(props);
  const [visible, setVisible] = useState(false);
  const name = visible ? env.t('Паролни яшириш') : env.t('Паролни кўрсатиш');
  return (
    <div className="pl-text-field">
      <input
        {...inputProps}
        ref={ref}
        type={visible ? 'text' : 'password'}
        part="input"
        className="pl-input"
        // A password set through a form is never the signed-in user's own: browsers must not fill that in.
        autoComplete="new-password"
        value={textOf(value)}
        // The stored password is never sent back, so an edit starts empty, and empty keeps it.
        placeholder={element.placeholder ?? (env.isEdit ? env.t('Ўзгартирмаслик учун бўш қолдиринг') : undefined)}
        maxLength={element.maxLength ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <button
        type="button"
        className="pl-addon pl-addon--right pl-addon--button"
        aria-pressed={visible}
        aria-label={name}
        title={name}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}

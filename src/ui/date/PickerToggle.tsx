export interface PickerToggleProps {
  label: string;
  open: boolean;
  disabled: boolean;
  icon: 'calendar' | 'clock';
  onToggle(): void;
}

/**
 * The button beside a date or time input that opens its picker dialog.
 *
 * @example
 * <PickerToggle label={t('Календарни очиш')} open={open} disabled={locked} icon="calendar" onToggle={toggle} />
 */
export function PickerToggle({ label, open, disabled, icon, onToggle }: PickerToggleProps) {
  return (
    <button
      type="button"
      className="pl-addon pl-addon--right pl-addon--button pl-picker-toggle"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {icon === 'calendar' ? (
          <>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </>
        )}
      </svg>
    </button>
  );
}

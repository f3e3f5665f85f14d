/** The theme permission families of docs/behaviour.md §2, as prefixes of the user's permission strings. */
export const THEME_PERMISSION_PREFIXES = {
  /** Hides the theme picker. */
  pickerHidden: 'theme.hidden',
  /** Blocks changing the theme. */
  changeBlocked: 'admin.hidden',
  /** `activeTheme.{theme}.{color}` forces that theme. */
  active: 'activeTheme.',
  /** `enabledTheme.{theme}.{color}` enables a colour the project otherwise disables. */
  enabled: 'enabledTheme.',
} as const;

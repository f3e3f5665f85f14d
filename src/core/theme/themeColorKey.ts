/**
 * The `theme.color` key that permissions (`activeTheme.{theme}.{color}`, `enabledTheme.{theme}.{color}`) and
 * project settings use to name one colour of one theme.
 *
 * @example
 * themeColorKey('oceanic', 'blue'); // 'oceanic.blue'
 */
export function themeColorKey(theme: string, color: string): string {
  return `${theme}.${color}`;
}

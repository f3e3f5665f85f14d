import type { ThemeChoice } from './themes';

/** docs/behaviour.md §12: the default theme and colour; used when neither a permission, a stored choice nor the project names a valid one.
 * */
export const DEFAULT_THEME_CHOICE: ThemeChoice = { theme: 'default', themeColor: 'default' };

import { DEFAULT_THEME_CHOICE } from './defaultThemeChoice';
import { enabledThemeColors } from './enabledThemeColors';
import { findThemeColor } from './findThemeColor';
import { forcedTheme } from './forcedTheme';
import { themeColorKey } from './themeColorKey';
import type { ThemeChoice } from './themes';

export interface ResolveThemeInput {
  permissions: readonly string[] | null | undefined;
  /** The user's stored choice (session store / local storage), if any. */
  stored: ThemeChoice | null | undefined;
  /** The project's default (`ProjectInfo.defaultTheme`, `defaultThemeColor`), if known. */
  projectDefault: ThemeChoice | null | undefined;
  /** `theme.color` keys the project settings disable. */
  disabledColors?: readonly string[];
}

/**
 * The theme to paint (docs/behaviour.md §10 Theme): an `activeTheme.{theme}.{color}` permission forces it; otherwise the
 * stored choice, if it names a known colour that is enabled for this user; otherwise the project default;
 * otherwise the catalogue default. Unknown keys never win, so a renamed theme cannot leave the shell unstyled.
 *
 * @example
 * resolveTheme({ permissions: [], stored: { theme: 'oceanic', themeColor: 'blue' }, projectDefault: null });
 * // { theme: 'oceanic', themeColor: 'blue' }
 */
export function resolveTheme(input: ResolveThemeInput): ThemeChoice {
  const forced = forcedTheme(input.permissions);
  if (forced) return forced;
  const { stored, projectDefault } = input;
  if (stored && findThemeColor(stored.theme, stored.themeColor)) {
    const enabled = enabledThemeColors(input.permissions, input.disabledColors);
    if (enabled.includes(themeColorKey(stored.theme, stored.themeColor))) return { theme: stored.theme, themeColor: stored.themeColor };
  }
  if (projectDefault && findThemeColor(projectDefault.theme, projectDefault.themeColor)) {
    return { theme: projectDefault.theme, themeColor: projectDefault.themeColor };
  }
  return { ...DEFAULT_THEME_CHOICE };
}

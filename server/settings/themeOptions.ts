import type { FormOption } from '../../src/core/api/formMeta';
import { THEMES } from '../../src/core/theme/themes';
import { SHELL_TRANSLATIONS } from '../seed/shellTranslations';

/** Every `theme.color` key of the catalogue, in its order (as src/core/theme/themeColorKey writes them). */
export const THEME_COLOR_KEYS: readonly string[] = THEMES.flatMap((theme) => theme.colors.map((color) => `${theme.key}.${color.key}`));

/**
 * The theme colours as the project settings' selects offer them: "Theme — Colour" in Uzbek, with the same in
 * each other locale from the shell's own theme names (`name_{locale}`, which the select shows in the
 * user's language).
 *
 * @example
 * THEME_OPTIONS[0]; // { id: 'default.default', name: 'Асосий — Стандарт', name_en: 'Main — Standard', ... }
 */
export const THEME_OPTIONS: FormOption[] = THEMES.flatMap((theme) =>
  theme.colors.map((color) => {
    const named = (texts: Partial<Record<string, string>> | null) =>
      `${texts?.[theme.name] ?? theme.name} — ${texts?.[color.name] ?? color.name}`;
    return {
      id: `${theme.key}.${color.key}`,
      name: named(null),
      ...Object.fromEntries(Object.entries(SHELL_TRANSLATIONS).map(([locale, texts]) => [`name_${locale}`, named(texts)])),
    };
  }),
);

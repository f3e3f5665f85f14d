import type { Selectable } from 'kysely';
import type { ProjectInfo } from '../../src/core/api/contract';
import type { ProjectProfileTable } from '../db/DatabaseSchema';
import { THEME_COLOR_KEYS } from './themeOptions';

/** The /info fields the `project_settings` form's row decides. */
export type ProfileInfo = Pick<
  ProjectInfo,
  'name' | 'shortName' | 'enabledLocales' | 'defaultLocale' | 'supportPhone' | 'supportChat' | 'copyright' | 'winterModeDate'
> &
  Partial<Pick<ProjectInfo, 'defaultTheme' | 'defaultThemeColor' | 'disabledThemeColors'>>;

/**
 * The `project_profile` row as /info serves it: an emptied field reads as absent (no support line, no
 * snowfall), and the copyright is the product's plain one unless the administrator wrote another, a link
 * only when they gave its address. Themes: the default when set, and the colours outside the allowed ones.
 *
 * @example
 * projectProfileInfo({ name: 'Reestr', support_phone: '', copyright_text: null, ... }).copyright; // { text: '© Reestr', url: '' }
 */
export function projectProfileInfo(row: Omit<Selectable<ProjectProfileTable>, 'id' | 'version'>): ProfileInfo {
  const filled = (value: string | null) => (value && value.trim() ? value.trim() : null);
  return {
    name: row.name,
    shortName: row.short_name,
    enabledLocales: row.enabled_locales,
    defaultLocale: row.default_locale,
    supportPhone: filled(row.support_phone),
    supportChat: filled(row.support_chat),
    copyright: { text: filled(row.copyright_text) ?? `© ${row.name}`, url: filled(row.copyright_url) ?? '' },
    winterModeDate: filled(row.winter_mode_date),
    // The default theme only when one is set (else the older setting's); the colours users may not pick.
    ...(row.default_theme && { defaultTheme: row.default_theme.split('.')[0], defaultThemeColor: row.default_theme.split('.')[1] }),
    disabledThemeColors: row.allowed_themes?.length ? THEME_COLOR_KEYS.filter((key) => !row.allowed_themes!.includes(key)) : [],
  };
}

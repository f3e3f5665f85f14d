import { useMemo } from 'react';
import { useStore } from 'zustand';
import { enabledThemeColors } from '../../../core/theme/enabledThemeColors';
import { forcedTheme } from '../../../core/theme/forcedTheme';
import { themeChangeAllowed } from '../../../core/theme/themeChangeAllowed';
import { themePickerVisible } from '../../../core/theme/themePickerVisible';
import { THEMES } from '../../../core/theme/themes';
import { translateThemes } from '../../../core/theme/translateThemes';
import { ThemePicker } from '../../../ui/ThemePicker';
import { useTranslator } from '../../../ui/useTranslator';
import { useShell } from '../../routing/ShellContext';
import { useResolvedTheme } from '../useResolvedTheme';

/**
 * The top bar's theme picker wired to the theme rules (docs/behaviour.md §10, §2): hidden by a `theme.hidden` permission,
 * disabled by `admin.hidden` and while an `activeTheme.` permission forces the theme (a pick would change
 * nothing). A pick is stored in the session (persisted as `theme`) and announced as `SetUserTheme`.
 */
export function ThemeControl() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const permissions = useStore(runtime.store, (s) => s.user?.permissions);
  const current = useResolvedTheme(runtime);
  const themes = useMemo(() => translateThemes(THEMES, t), [t]);
  const disabledColors = useStore(runtime.store, (s) => s.projectInfo?.disabledThemeColors);
  // Only what the project settings allow (and a permission re-enables) is offered.
  const enabledColors = useMemo(() => enabledThemeColors(permissions, disabledColors), [permissions, disabledColors]);
  if (!themePickerVisible(permissions)) return null;

  function choose(theme: string, themeColor: string) {
    runtime.store.setState({ theme: { theme, themeColor } });
    runtime.events.emit('SetUserTheme', { theme, themeColor });
  }

  return (
    <ThemePicker
      themes={themes}
      value={{ theme: current.theme, color: current.themeColor }}
      enabledColors={enabledColors}
      disabled={!themeChangeAllowed(permissions) || forcedTheme(permissions) !== null}
      label={t('Мавзуни танлаш')}
      onChange={choose}
    />
  );
}

import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { resolveTheme } from '../../core/theme/resolveTheme';
import type { ThemeChoice } from '../../core/theme/themes';

/**
 * The theme to paint (docs/behaviour.md §10): an `activeTheme.` permission, else the stored choice, else the project
 * default, a stored choice counting only while the project allows it. Selects plain fields so a store change
 * elsewhere does not re-render.
 */
export function useResolvedTheme(runtime: PlatonRuntime): ThemeChoice {
  const permissions = useStore(runtime.store, (s) => s.user?.permissions);
  const stored = useStore(runtime.store, (s) => s.theme);
  const defaultTheme = useStore(runtime.store, (s) => s.projectInfo?.defaultTheme);
  const defaultColor = useStore(runtime.store, (s) => s.projectInfo?.defaultThemeColor);
  const disabledColors = useStore(runtime.store, (s) => s.projectInfo?.disabledThemeColors);
  return useMemo(
    () =>
      resolveTheme({
        permissions,
        stored,
        projectDefault: defaultTheme && defaultColor ? { theme: defaultTheme, themeColor: defaultColor } : null,
        // A stored choice the project settings no longer allow is not taken: the default paints instead.
        disabledColors,
      }),
    [permissions, stored, defaultTheme, defaultColor, disabledColors],
  );
}

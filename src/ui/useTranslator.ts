import { useCallback, useSyncExternalStore } from 'react';
import type { i18n } from 'i18next';

/** Translate a message key; `values` fill its `{0}`-style placeholders. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Re-render when the language or its resources change and return `t`. Every element shares one i18next
 * instance, so switching the language re-renders all of them.
 */
export function useTranslator(instance: i18n): Translate {
  const version = useSyncExternalStore(
    (notify) => {
      instance.on('languageChanged', notify);
      instance.on('added', notify);
      return () => {
        instance.off('languageChanged', notify);
        instance.off('added', notify);
      };
    },
    () => `${instance.language}:${instance.hasResourceBundle(instance.language, 'translation')}`,
  );
  // `version` ties the callback's identity to the language so memoised children re-render on a switch.
  return useCallback(
    (key: string, values?: Record<string, unknown>) => String((instance.t as (k: string, v?: object) => unknown)(key, values)),
    [instance, version],
  );
}

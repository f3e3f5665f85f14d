import { useCallback, useSyncExternalStore } from 'react';

/** Translate a message key; `values` fill its `{0}`-style placeholders. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a view reads of the page's translations (core's PageI18n; ui does not import core). */
export interface TranslationSource {
  /** Changes with the language and the texts. */
  readonly revision: number;
  subscribe(listener: () => void): () => void;
  t: Translate;
}

/**
 * Re-render when the language or its texts change and return `t`. Every element shares one PageI18n, so
 * switching the language re-renders all of them.
 */
export function useTranslator(i18n: TranslationSource): Translate {
  const revision = useSyncExternalStore(i18n.subscribe, () => i18n.revision);
  // `revision` gives `t` a new identity on a switch, so memoised children re-render.
  return useCallback((key: string, values?: Record<string, unknown>) => i18n.t(key, values), [i18n, revision]);
}

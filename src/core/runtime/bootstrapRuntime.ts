import type { ProjectInfo } from '../api/contract';
import { loadTranslations } from '../i18n/translationCache';
import { resolveLocale } from '../i18n/resolveLocale';
import { replayFlashToast } from '../notify/flashToast';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { PlatonRuntime } from './platonRuntime';

/**
 * Load what every element needs before it renders real content: the project info and the translations of
 * the chosen locale. Runs once per page however many elements ask; again after a failure, and for a new
 * server (see start).
 */
export function bootstrapRuntime(runtime: PlatonRuntime): Promise<void> {
  runtime.ready ??= start(runtime);
  return runtime.ready;
}

/**
 * One start, for the API base configured now. A failed one leaves `ready` empty, so the next ask (a retry)
 * starts again. When the page's settings name another server meanwhile (applyElementSettings), this start no
 * longer counts: whoever waits on it waits on the start for that server instead, failed or not.
 */
function start(runtime: PlatonRuntime): Promise<void> {
  const base = runtime.store.getState().config.apiBase;
  const stale = () => runtime.store.getState().config.apiBase !== base;
  const again = () => {
    if (runtime.ready === run) runtime.ready = null;
    return bootstrapRuntime(runtime);
  };
  const run: Promise<void> = (async () => {
    const query = new URLSearchParams(globalThis.location?.search ?? '').get('locale');
    const stored = localStore.get<string>(STORAGE_KEYS.locale);
    const configured = runtime.store.getState().config.locale;
    // On a first visit nothing is cached: the likely locale's translations are asked beside the project info
    // rather than after it, a round trip less before the first paint (issue 13). The info may still pick
    // another locale (not enabled, another default); then this answer is simply not used.
    const likely = resolveLocale({ query, stored, configured });
    const early = hasCachedTranslations(likely) ? null : { locale: likely, data: fetchTranslations(runtime, likely) };
    early?.data.catch(() => undefined);
    const { data: info } = await runtime.api.get<{ data: ProjectInfo }>('info');
    if (stale()) return again();
    runtime.store.setState({ projectInfo: info });
    const locale = resolveLocale({ query, stored, configured, fallback: info.defaultLocale, enabled: info.enabledLocales });
    // A locale in the query is a switch (docs/behaviour.md §1), so it is remembered like a choice in the picker.
    if (query && locale === query) localStore.set(STORAGE_KEYS.locale, locale);
    await applyLocale(runtime, locale, early?.locale === locale ? early.data : undefined);
    // After the translations, so a toast left by the previous page (the welcome after sign-in) shows translated.
    replayFlashToast(runtime.toasts);
    runtime.events.emit('AfterInit', { info });
  })().catch((error) => {
    if (stale()) return again();
    if (runtime.ready === run) runtime.ready = null;
    throw error;
  });
  return run;
}

/** Switch every element on the page to `locale` (they re-render through the shared PageI18n). */
export async function applyLocale(runtime: PlatonRuntime, locale: string, fetched?: Promise<Record<string, string>>): Promise<void> {
  const { i18n } = runtime;
  if (!i18n.hasBundle(locale)) {
    try {
      const revision = runtime.store.getState().projectInfo?.translationsRevision;
      const fetcher = fetched ? () => fetched : (l: string) => fetchTranslations(runtime, l);
      const data = await loadTranslations(locale, fetcher, undefined, revision);
      i18n.addBundle(locale, data);
    } catch (error) {
      // Without translations the default texts still show; the shell stays usable.
      console.warn('[platon] translations unavailable', error);
    }
  }
  runtime.store.setState({ locale });
  await i18n.changeLanguage(locale);
}

/** The user's explicit choice: applied, remembered, and saved on the server for a signed-in user. */
export async function chooseLocale(runtime: PlatonRuntime, locale: string): Promise<void> {
  localStore.set(STORAGE_KEYS.locale, locale);
  await applyLocale(runtime, locale);
  if (runtime.store.getState().token) {
    await runtime.api.get('user-locale/', { locale }).catch((error) => console.warn('[platon] locale not saved', error));
  }
}

function fetchTranslations(runtime: PlatonRuntime, locale: string): Promise<Record<string, string>> {
  return runtime.api.get<Record<string, string>>('web/assets/translations', { locale });
}

function hasCachedTranslations(locale: string): boolean {
  return localStore.get(STORAGE_KEYS.translations(locale)) !== null;
}

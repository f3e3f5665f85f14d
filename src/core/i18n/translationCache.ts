import { localDay } from '../format/localDay';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';

interface CachedTranslations {
  date: string;
  data: Record<string, string>;
  /** The server's translationsRevision when fetched (ProjectInfo); absent in copies of older releases. */
  revision?: string;
}

/**
 * Per-locale translation cache (docs/behaviour.md §10 Translations): kept with the day it was fetched and refetched once
 * that day is in the past, or when the server's translations revision moved on (an administrator edited a
 * translation). `fetcher` is the server call; a failed fetch falls back to a stale copy.
 */
export async function loadTranslations(
  locale: string,
  fetcher: (locale: string) => Promise<Record<string, string>>,
  today: string = localDay(),
  revision?: string,
): Promise<Record<string, string>> {
  const key = STORAGE_KEYS.translations(locale);
  const cached = localStore.get<CachedTranslations>(key);
  const current = revision === undefined || cached?.revision === revision;
  if (cached && cached.date >= today && cached.data && current) return cached.data;
  try {
    const data = await fetcher(locale);
    localStore.set(key, { date: today, data, revision } satisfies CachedTranslations);
    return data;
  } catch (error) {
    if (cached?.data) return cached.data;
    throw error;
  }
}

import dayjs from 'dayjs';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';

interface CachedTranslations {
  date: string;
  data: Record<string, string>;
}

/**
 * Per-locale translation cache (SPEC §4 Translations): kept with the day it was fetched and refetched once
 * that day is in the past. `fetcher` is the server call; a failed fetch falls back to a stale copy.
 */
export async function loadTranslations(
  locale: string,
  fetcher: (locale: string) => Promise<Record<string, string>>,
  today: string = dayjs().format('YYYY-MM-DD'),
): Promise<Record<string, string>> {
  const key = STORAGE_KEYS.translations(locale);
  const cached = localStore.get<CachedTranslations>(key);
  if (cached && cached.date >= today && cached.data) return cached.data;
  try {
    const data = await fetcher(locale);
    localStore.set(key, { date: today, data } satisfies CachedTranslations);
    return data;
  } catch (error) {
    if (cached?.data) return cached.data;
    throw error;
  }
}

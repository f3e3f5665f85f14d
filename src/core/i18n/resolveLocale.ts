import { DEFAULT_LOCALE } from '../api/contract';

/**
 * The interface language (docs/behaviour.md §1): the `locale` query parameter, then the stored choice, then the
 * host page's `locale` attribute, then the default. Only enabled locales count.
 *
 * @example
 * resolveLocale({ query: 'ru', stored: 'en', enabled: ['uz', 'ru', 'en'] }); // 'ru'
 */
export function resolveLocale(input: {
  query?: string | null;
  stored?: string | null;
  configured?: string | null;
  fallback?: string | null;
  enabled?: readonly string[];
}): string {
  const enabled = input.enabled?.length ? input.enabled : null;
  for (const candidate of [input.query, input.stored, input.configured, input.fallback]) {
    const locale = normaliseLocale(candidate);
    if (locale && (!enabled || enabled.includes(locale))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Map browser-style tags to the shell's codes: uz-latn → la, ru-RU → ru, en-GB → en. */
export function normaliseLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  if (lower === 'uz-latn' || lower.startsWith('uz-latn-')) return 'la';
  if (lower.startsWith('uz')) return 'uz';
  return lower.split(/[-_]/)[0] || null;
}

import { DEFAULT_LOCALE, KNOWN_LOCALES } from '../../src/core/api/contract';

type KnownLocale = (typeof KNOWN_LOCALES)[number];

/**
 * The shell locale for a request: an explicit `?locale=` first, then the best `Accept-Language` tag we know,
 * then Uzbek Cyrillic. Browsers say `uz-Latn` for Uzbek Latin, which the shell calls `la`, and `kaa` for
 * Karakalpak, which it calls `qq`.
 *
 * @example
 * pickLocale(undefined, 'uz-Latn-UZ,uz;q=0.9'); // 'la'
 */
export function pickLocale(query: string | undefined, acceptLanguage: string | undefined): KnownLocale {
  const explicit = query ? toShellLocale(query) : null;
  if (explicit) return explicit;
  for (const tag of rankedTags(acceptLanguage ?? '')) {
    const locale = toShellLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE as KnownLocale;
}

function toShellLocale(tag: string): KnownLocale | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (lower === 'la' || lower.startsWith('uz-latn')) return 'la';
  const primary = lower.split('-')[0];
  if (primary === 'kaa') return 'qq';
  return (KNOWN_LOCALES as readonly string[]).includes(primary) ? (primary as KnownLocale) : null;
}

/** Tags by descending q (RFC 9110 §12.5.4), keeping header order among equals; q=0 means "not this". */
function rankedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The BCP 47 tag of a shell locale, for `lang` attributes (WCAG 3.1.1/3.1.2: a screen reader picks its voice
 * by it, and axe refuses tags that are not valid). The shell's own codes stay as they are on the wire and in
 * storage (docs/behaviour.md §2): `uz` is Uzbek in Cyrillic, `la` Uzbek in Latin script, `qq` Karakalpak, whose ISO 639
 * code is `kaa` (`qq` is not a language subtag). An unknown code that already looks like a tag is kept.
 *
 * @example
 * langTag('la'); // 'uz-Latn'
 * langTag('qq'); // 'kaa'
 */
export function langTag(locale: string | null | undefined): string {
  const code = (locale ?? '').trim();
  const known = TAGS[code.toLowerCase()];
  if (known) return known;
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(code) ? code : 'uz-Cyrl';
}

const TAGS: Record<string, string> = {
  uz: 'uz-Cyrl',
  la: 'uz-Latn',
  'uz-latn': 'uz-Latn',
  ru: 'ru',
  en: 'en',
  qq: 'kaa',
  km: 'km',
};

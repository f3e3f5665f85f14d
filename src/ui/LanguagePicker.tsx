import { useId } from 'react';

/** Native names, so a person finds their language whatever the current one is. */
export const LANGUAGE_NAMES: Record<string, string> = {
  uz: 'Ўзбекча',
  la: 'Oʻzbekcha',
  ru: 'Русский',
  en: 'English',
  qq: 'Qaraqalpaqsha',
  km: 'ខ្មែរ',
};

/**
 * The BCP 47 tag of each locale, for `lang` (screen readers switch voice by it): the app's own codes are not
 * all valid tags ('qq' is Karakalpak, ISO 639-3 'kaa'; 'la' is Uzbek in Latin script).
 */
const LANGUAGE_TAGS: Record<string, string> = { uz: 'uz-Cyrl', la: 'uz-Latn', qq: 'kaa' };

/** A labelled native select: keyboard and screen-reader friendly without extra work. */
export function LanguagePicker(props: { value: string; locales: readonly string[]; label: string; onChange(locale: string): void }) {
  const id = useId();
  return (
    <span className="pl-language">
      <label htmlFor={id} className="pl-sr-only">
        {props.label}
      </label>
      <select id={id} part="input" className="pl-input pl-language__select" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.locales.map((locale) => (
          <option key={locale} value={locale} lang={LANGUAGE_TAGS[locale] ?? locale}>
            {LANGUAGE_NAMES[locale] ?? locale}
          </option>
        ))}
      </select>
    </span>
  );
}

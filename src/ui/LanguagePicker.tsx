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
 * A labelled native select: keyboard and screen-reader friendly without extra work. Each name is read in its
 * own language: `langOf` gives the BCP 47 tag of a locale code (core's langTag; `qq` is not a valid tag).
 */
export function LanguagePicker(props: {
  value: string;
  locales: readonly string[];
  label: string;
  langOf(locale: string): string;
  onChange(locale: string): void;
}) {
  const id = useId();
  return (
    <span className="pl-language">
      <label htmlFor={id} className="pl-sr-only">
        {props.label}
      </label>
      <select
        id={id}
        part="input"
        className="pl-input pl-language__select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.locales.map((locale) => (
          <option key={locale} value={locale} lang={props.langOf(locale)}>
            {LANGUAGE_NAMES[locale] ?? locale}
          </option>
        ))}
      </select>
    </span>
  );
}

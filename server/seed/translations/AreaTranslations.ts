/**
 * One area's shell texts in every non-default locale. la, ru, en and qq must translate every key (the type
 * says so); km, defined but not enabled by default, may cover only part.
 */
export interface AreaTranslations<Key extends string> {
  la: Record<Key, string>;
  ru: Record<Key, string>;
  en: Record<Key, string>;
  qq: Record<Key, string>;
  km: Partial<Record<Key, string>>;
}

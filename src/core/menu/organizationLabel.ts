import type { Organization } from '../api/contract';

/** Locales written in Latin script (docs/behaviour.md §2: la is Uzbek Latin, qq Karakalpak Latin). */
const LATIN_LOCALES = new Set(['la', 'uz-latn', 'qq', 'en']);

/**
 * An organisation's name for the current language: the Latin-script name (`nameLa`) where the interface is
 * in Latin script, the name as registered otherwise.
 *
 * @example
 * organizationLabel({ name: 'Марказ', nameLa: 'Markaz' }, 'la'); // 'Markaz'
 */
export function organizationLabel(org: Pick<Organization, 'name' | 'nameLa'>, locale: string): string {
  return (LATIN_LOCALES.has(locale.toLowerCase()) && org.nameLa) || org.name;
}

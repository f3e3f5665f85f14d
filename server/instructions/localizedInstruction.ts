import type { Selectable } from 'kysely';
import type { InstructionsTable } from '../db/DatabaseSchema';

/** The languages with columns of their own; any other (uz, km) reads the Uzbek text. */
export const INSTRUCTION_LOCALES = ['la', 'ru', 'en', 'qq'] as const;
export type InstructionLocale = (typeof INSTRUCTION_LOCALES)[number];

type Row = Pick<Selectable<InstructionsTable>, 'title' | 'content'> & Partial<Selectable<InstructionsTable>>;

/** The locale whose columns a request reads, or null for the Uzbek ones. */
export function instructionLocale(locale: string): InstructionLocale | null {
  return (INSTRUCTION_LOCALES as readonly string[]).includes(locale) ? (locale as InstructionLocale) : null;
}

/**
 * An instruction's title and content in `locale`, each falling back to the Uzbek text when its translation
 * is empty (docs/behaviour.md §2: a missing translation shows the default text), and which language the content is in.
 *
 * @example
 * localizedInstruction({ title: 'Кириш', content: 'Матн', title_en: 'Signing in', content_en: '' }, 'en');
 * // { title: 'Signing in', content: 'Матн', contentLocale: 'uz' }
 */
export function localizedInstruction(row: Row, locale: string): { title: string; content: string; contentLocale: string } {
  const own = instructionLocale(locale);
  const title = own ? filled(row[`title_${own}`]) : null;
  const content = own ? filled(row[`content_${own}`]) : null;
  return { title: title ?? row.title, content: content ?? row.content ?? '', contentLocale: content !== null ? own! : 'uz' };
}

function filled(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

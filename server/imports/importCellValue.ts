import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { ImportMessage } from '../../src/core/i18n/messages/importMessages';
import type { SheetCell } from './SheetCell';

dayjs.extend(customParseFormat);

/** Finds the id of a select's option by its name (the name a person types in a spreadsheet), or null. */
export type OptionLookup = (element: FormElementMeta, name: string) => Promise<string | number | null>;

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'ҳа', 'ha', 'да', '+', 'x', '✓']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'йўқ', "yo'q", 'yoʻq', 'нет', '-', '']);
/** Date texts a spreadsheet user writes beside the ISO form (DD.MM.YYYY is the product's display format). */
const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'D.M.YYYY', 'DD/MM/YYYY'];
const DATETIME_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm:ss', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY HH:mm'];

/** A cell read as its field's value, or why it cannot be (the message quotes the cell's text as {0}). */
export type CellReading = { value: unknown } | { problem: ImportMessage; text: string };

/**
 * A spreadsheet cell as the value the form's control would send for it, so the form's own rules (docs/behaviour.md §5)
 * judge it: numbers from text with a comma or spaces, dates from Excel dates or DD.MM.YYYY text, truth
 * values from words, a select's option from its id or its name. A cell that cannot be read so is a problem
 * that names the text and the shape expected ('Рўйхатда бундай қиймат йўқ: «Тошкнт»'), which tells the person
 * more than the form's 'Нотўғри қиймат' would.
 *
 * @example
 * await importCellValue({ type: 'date', dataField: 'due' } as FormElementMeta, '15.03.2025', lookup); // { value: '2025-03-15' }
 * await importCellValue({ type: 'date', dataField: 'due' } as FormElementMeta, '2025/15/03', lookup);
 * // { problem: 'Сана КК.ОО.ЙЙЙЙ шаклида бўлиши керак: «{0}»', text: '2025/15/03' }
 */
export async function importCellValue(element: FormElementMeta, cell: SheetCell, lookup: OptionLookup): Promise<CellReading> {
  if (cell === null) return { value: null };
  const text = cell instanceof Date ? null : String(cell).trim();
  if (text === '' && element.type !== 'checkbox') return { value: null };
  switch (element.type) {
    case 'number':
    case 'int': {
      if (typeof cell === 'number') return { value: cell };
      const number = Number(text!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
      return Number.isFinite(number) ? { value: number } : { problem: 'Сон бўлиши керак: «{0}»', text: text! };
    }
    case 'checkbox': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = text!.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      return FALSE_WORDS.has(word) ? { value: false } : { problem: 'Ҳа ёки Йўқ бўлиши керак: «{0}»', text: text! };
    }
    case 'date':
      if (cell instanceof Date) return { value: isoDate(cell) };
      return parsed(text!, [[DATE_FORMATS, 'YYYY-MM-DD']]) ?? { problem: 'Сана КК.ОО.ЙЙЙЙ шаклида бўлиши керак: «{0}»', text: text! };
    case 'datetime':
      if (cell instanceof Date) return { value: cell.toISOString() };
      return (
        parsed(text!, [
          [DATETIME_FORMATS, 'YYYY-MM-DDTHH:mm:ss'],
          [DATE_FORMATS, 'YYYY-MM-DD'],
        ]) ?? { problem: 'Сана ва вақт КК.ОО.ЙЙЙЙ СС:ДД шаклида бўлиши керак: «{0}»', text: text! }
      );
    case 'select':
    case 'scroll_select':
    case 'multiselect': {
      const multiple = element.type === 'multiselect' || element.isMultiple;
      const names = multiple
        ? text!
            .split(/[;,]/)
            .map((part) => part.trim())
            .filter(Boolean)
        : [text!];
      const ids = await Promise.all(names.map(async (name) => (typeof cell === 'number' ? cell : await lookup(element, name))));
      const unknown = ids.findIndex((id) => id === null);
      if (unknown >= 0) return { problem: 'Рўйхатда бундай қиймат йўқ: «{0}»', text: names[unknown] };
      return { value: multiple ? ids : (ids[0] ?? null) };
    }
    default:
      return { value: cell instanceof Date ? isoDate(cell) : text };
  }
}

/** The value of the first of `readings` (formats read, format written) that fits the text exactly, or null. */
function parsed(text: string, readings: [string[], string][]): { value: string } | null {
  for (const [formats, out] of readings) {
    const value = dayjs(text, formats, true);
    if (value.isValid()) return { value: value.format(out) };
  }
  return null;
}

/** Excel keeps a date as a day count read back at midnight UTC: its calendar day is the UTC one. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

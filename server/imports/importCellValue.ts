import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { SheetCell } from './SheetCell';

dayjs.extend(customParseFormat);

/** Finds the id of a select's option by its name (the name a person types in a spreadsheet), or null. */
export type OptionLookup = (element: FormElementMeta, name: string) => Promise<string | number | null>;

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'ҳа', 'ha', 'да', '+', 'x', '✓']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'йўқ', "yo'q", 'yoʻq', 'нет', '-', '']);
/** Date texts a spreadsheet user writes beside the ISO form (DD.MM.YYYY is the product's display format). */
const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'D.M.YYYY', 'DD/MM/YYYY'];
const DATETIME_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm:ss', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY HH:mm'];

/**
 * A spreadsheet cell as the value the form's control would send for it, so the form's own rules (docs/behaviour.md §5)
 * judge it: numbers from text with a comma or spaces, dates from Excel dates or DD.MM.YYYY text, truth
 * values from words, a select's option from its id or its name. A cell that cannot be read so is passed
 * on as it is, and the form's rules refuse it with their usual message.
 *
 * @example
 * await importCellValue({ type: 'date', dataField: 'due' } as FormElementMeta, '15.03.2025', lookup); // '2025-03-15'
 */
export async function importCellValue(element: FormElementMeta, cell: SheetCell, lookup: OptionLookup): Promise<unknown> {
  if (cell === null) return null;
  const text = cell instanceof Date ? null : String(cell).trim();
  switch (element.type) {
    case 'number':
    case 'int': {
      if (typeof cell === 'number') return cell;
      const number = Number(text!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
      return text === '' ? null : Number.isFinite(number) ? number : text;
    }
    case 'checkbox': {
      if (typeof cell === 'boolean') return cell;
      const word = text!.toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    }
    case 'date':
      return cell instanceof Date ? isoDate(cell) : parsed(text!, [[DATE_FORMATS, 'YYYY-MM-DD']]);
    case 'datetime':
      return cell instanceof Date
        ? cell.toISOString()
        : parsed(text!, [
            [DATETIME_FORMATS, 'YYYY-MM-DDTHH:mm:ss'],
            [DATE_FORMATS, 'YYYY-MM-DD'],
          ]);
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
      const ids = await Promise.all(names.map(async (name) => (typeof cell === 'number' ? cell : ((await lookup(element, name)) ?? name))));
      return multiple ? ids : (ids[0] ?? null);
    }
    default:
      return cell instanceof Date ? isoDate(cell) : text === '' ? null : text;
  }
}

/** The text in the first of `readings` (formats read, format written) that fits it exactly, or the text as it is. */
function parsed(text: string, readings: [string[], string][]): string | null {
  if (text === '') return null;
  for (const [formats, out] of readings) {
    const value = dayjs(text, formats, true);
    if (value.isValid()) return value.format(out);
  }
  return text;
}

/** Excel keeps a date as a day count read back at midnight UTC: its calendar day is the UTC one. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

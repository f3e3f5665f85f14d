import { deflatedZip, type ZipPart } from './deflatedZip';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const WORKBOOK = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Мурожаатлар" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

export type Pieces = ZipPart['pieces'];

/**
 * An xlsx of one sheet ("Мурожаатлар") made by hand, its parts given as pieces (see deflatedZip): the
 * smallest workbook ExcelJS reads, so that a test can make any part as large, as repetitive or as
 * dishonest as an attacker would.
 *
 * @example
 * const bomb = handMadeXlsx({ sharedStrings: repeatedStrings(120_000_000) });
 */
export function handMadeXlsx(parts: {
  sharedStrings?: Pieces;
  sheet?: Pieces;
  /** The unpacked sizes the zip declares, to make it lie. */
  declared?: { sharedStrings?: number; sheet?: number };
  /** More parts (a test of their number). */
  extra?: readonly ZipPart[];
}): Buffer {
  const text = (value: string) => [{ data: Buffer.from(value) }];
  return deflatedZip([
    { name: 'xl/workbook.xml', pieces: text(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', pieces: text(WORKBOOK_RELS) },
    ...(parts.sharedStrings
      ? [{ name: 'xl/sharedStrings.xml', pieces: parts.sharedStrings, declaredSize: parts.declared?.sharedStrings }]
      : []),
    { name: 'xl/worksheets/sheet1.xml', pieces: parts.sheet ?? sheetOf([['A']]), declaredSize: parts.declared?.sheet },
    ...(parts.extra ?? []),
  ]);
}

/** Bytes of shared strings XML compressed once and repeated: a megabyte. */
const PIECE_BYTES = 1024 * 1024;

/**
 * A shared strings part of at least `count` strings, each `text` (whole megabytes of them): the bomb
 * is 120 million one-letter strings, about 2 GB unpacked from about 5 MB.
 */
export function repeatedStrings(count: number, text = 'a'): Pieces {
  const item = `<si><t>${text}</t></si>`;
  const perPiece = Math.max(1, Math.floor(PIECE_BYTES / Buffer.byteLength(item)));
  const times = Math.ceil(count / perPiece);
  return [
    { data: Buffer.from(`${XML}<sst xmlns="${MAIN}" count="${times * perPiece}" uniqueCount="${times * perPiece}">`) },
    { data: Buffer.from(item.repeat(perPiece)), times },
    { data: Buffer.from('</sst>') },
  ];
}

/** A shared strings part of exactly these strings. */
export function stringsOf(strings: readonly string[]): Pieces {
  const items = strings.map((value) => `<si><t>${value}</t></si>`).join('');
  return [{ data: Buffer.from(`${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${items}</sst>`) }];
}

/** A worksheet of these rows, every value an inline string, or XML of its own for a row. */
export function sheetOf(rows: readonly (readonly string[] | { xml: string; times?: number })[]): Pieces {
  const head = { data: Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`) };
  const tail = { data: Buffer.from('</sheetData></worksheet>') };
  let number = 0;
  const pieces = rows.map((row) => {
    if (!Array.isArray(row)) {
      const { xml, times } = row as { xml: string; times?: number };
      return { data: Buffer.from(xml), times };
    }
    number += 1;
    const cells = (row as readonly string[])
      .map((value, index) => `<c r="${columnName(index + 1)}${number}" t="inlineStr"><is><t>${value}</t></is></c>`)
      .join('');
    return { data: Buffer.from(`<row r="${number}">${cells}</row>`) };
  });
  return [head, ...pieces, tail];
}

/** A column's letters, as a cell reference spells them: 1 is A, 27 is AA, 16,384 is XFD. */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

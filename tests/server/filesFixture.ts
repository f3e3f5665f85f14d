import { deflateRawSync } from 'node:zlib';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, FormElementsTable, FormsTable } from '../../server/db/DatabaseSchema';

/**
 * Test support of the upload suites (tests/server/files*.test.ts): fixture forms with file and image
 * elements made directly in the database (the form routes are not needed), multipart bodies built by hand
 * (so a test controls the part order and a hostile file name byte for byte), and sample bodies whose first
 * bytes are the real signatures.
 */

export interface FixtureForm {
  id: number;
  name: string;
  /** Element ids by data_field. */
  elements: Record<string, number>;
}

type ElementSpec = Partial<Omit<Insertable<FormElementsTable>, 'form_id'>> & { type: string; data_field: string };

let counter = 0;

/** A form named `{prefix}_{n}` with the given elements (positions in order). */
export async function createFixtureForm(
  db: Kysely<DatabaseSchema>,
  prefix: string,
  elements: ElementSpec[],
  form: Partial<Omit<Insertable<FormsTable>, 'name' | 'source_table'>> = {},
): Promise<FixtureForm> {
  counter += 1;
  const name = `${prefix}_${counter}`;
  const { id } = await db
    .insertInto('forms')
    .values({ name, source_table: 'app.uploads_fixture', title: name, ...form })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  for (const [position, element] of elements.entries()) {
    const row = await db
      .insertInto('form_elements')
      .values({ form_id: id, position, ...element })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[element.data_field] = row.id;
  }
  return { id, name, elements: ids };
}

export interface MultipartPart {
  name: string;
  value?: string;
  /** A file part: the file name exactly as sent, and the body. */
  filename?: string;
  content?: Buffer;
  contentType?: string;
}

/** A multipart/form-data body with the parts in the given order. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----platonTest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(part.content ?? Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The docs/behaviour.md §11 upload fields followed by the file (the order browsers send a FormData built that way). */
export function uploadParts(
  fields: { elementId: number | string; form: string; projectId?: string },
  file: { filename: string; content: Buffer },
): MultipartPart[] {
  return [
    { name: 'form_element_id', value: String(fields.elementId) },
    { name: 'form_element_project_id', value: fields.projectId ?? 'platon' },
    { name: 'data_source', value: fields.form },
    { name: 'file', filename: file.filename, content: file.content },
  ];
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A tiny but well-formed-looking PDF (file-type reads the %PDF- signature). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** The start of a Windows executable: MZ header pointing at a PE signature. */
export const EXE = (() => {
  const body = Buffer.alloc(512);
  body.write('MZ', 0, 'latin1');
  body.writeUInt32LE(0x80, 0x3c);
  body.write('PE\0\0', 0x80, 'latin1');
  return body;
})();

/** A zip holding `[Content_Types].xml` and `word/document.xml`: the shape of a .docx. */
export const DOCX = zip([
  ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
  ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
]);

function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = deflateRawSync(Buffer.from(text));
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(Buffer.byteLength(text), 22);
    header.writeUInt16LE(fileName.length, 26);
    locals.push(header, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(Buffer.byteLength(text), 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

import type { FormRecord } from '../../src/core/api/formContract';
import type { FileLinks } from '../files/createFileLinks';
import type { RuntimeForm } from './runtimeForm';

/**
 * The record as its reader gets it: each file of its file and image fields with a signed `url`, so the form
 * shows thumbnails and links without the bare id opening anything (docs/files.md). Whoever may read the
 * record may see its files; saves admit only files the saver may read, so a record cannot be used to reach
 * someone else's file by naming its id. The stored values are not touched.
 *
 * @example
 * return { data: formRecordFileLinks(record, access.form, context.fileLinks) };
 */
export function formRecordFileLinks(record: FormRecord, form: Pick<RuntimeForm, 'fields'>, links: FileLinks): FormRecord {
  let values: Record<string, unknown> | null = null;
  for (const field of form.fields) {
    if (field.type !== 'file' && field.type !== 'image') continue;
    const name = field.dataField!;
    const files = (values ?? record.values)[name];
    if (!Array.isArray(files)) continue;
    values ??= { ...record.values };
    values[name] = files.map((file: unknown) => {
      const { id, kind } = (file ?? {}) as { id?: unknown; kind?: unknown };
      return typeof id === 'string' && (kind === 'files' || kind === 'images')
        ? { ...(file as object), url: links.urlOf({ id, kind }) }
        : file;
    });
  }
  return values ? { ...record, values } : record;
}

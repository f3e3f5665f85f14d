import type { Kysely } from 'kysely';
import type { ImportCellError } from '../../src/core/api/jobContract';
import { translateText } from '../../src/core/i18n/translateLabel';
import { writeAuditLog, type AuditOrigin } from '../audit/writeAuditLog';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FileStorage } from '../files/createFileStorage';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { requireFormSource, type RuntimeForm } from '../forms/runtimeForm';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { fillText } from '../i18n/fillText';
import type { ImportConfig } from './importConfig';
import type { SheetOptions } from './readSheetRows';
import { runImport } from './runImport';
import type { TableWriteRule } from '../forms/TableWriteRule';
import { ruleOf } from '../users/tableWriteRules';
import { writeImportReport } from './writeImportReport';

export const IMPORTED = 'Маълумотлар импорт қилинди';
export const IMPORT_FAILED = 'Маълумотлар импорт қилишда хатолик';

export interface ImportFileInput {
  config: ImportConfig;
  form: RuntimeForm;
  /** The file on local disk, and what it is. */
  file: string;
  format: SheetOptions['format'];
  user: { id: number; username: string };
  /** The locale of the messages and of the report's errors column. */
  locale: string;
  origin: AuditOrigin;
  hashPassword(password: string): Promise<string>;
  /** The rules of the platform's own tables by name (tableWriteRules): a users import is held to the users form's. */
  rules?: Map<string, TableWriteRule>;
  signal?: AbortSignal;
  onProgress?(rows: number): void;
}

export type ImportFileResult =
  | { status: 'imported'; message: string; inserted: number; updated: number }
  | { status: 'invalid'; message: string; rows: number; errors: ImportCellError[]; reportFileId: string };

/**
 * One import of a file from start to end, whether the route answers it at once or a background job runs it:
 * runImport (every row through the form's rules, all or nothing), then on success the caches of the target
 * cleared and the audit entry; on refusal the errors translated with their bounds filled in, the report
 * spreadsheet stored for the user, and the refusal audited. Throws what the reader throws (SheetReadError, ReadLimitError)
 * and the abort of `signal`.
 *
 * @example
 * const result = await importFile(db, storage, { config, form, file, format: 'csv', user, locale: 'ru', origin: request, hashPassword });
 */
export async function importFile(db: Kysely<DatabaseSchema>, storage: FileStorage, input: ImportFileInput): Promise<ImportFileResult> {
  const { config, form, user } = input;
  const source = requireFormSource(form);
  const result = await runImport(db, {
    form,
    source,
    config,
    file: input.file,
    format: input.format,
    hashPassword: input.hashPassword,
    rule: input.rules ? ruleOf(input.rules, source) : undefined,
    actorId: user.id,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  const audit = { userId: user.id, username: user.username };
  if (result.status === 'imported') {
    invalidateConfigCaches(db, source);
    await writeAuditLog(db, input.origin, {
      ...audit,
      actionType: 'import',
      details: { import: config.name, form: config.targetForm, inserted: result.inserted, updated: result.updated },
    });
    const lookup = await loadTextLookup(db, input.locale, [IMPORTED]);
    return { status: 'imported', message: lookup(IMPORTED), inserted: result.inserted, updated: result.updated };
  }
  const lookup = await loadTextLookup(db, input.locale, [IMPORT_FAILED, 'Хато', ...result.errors.map((error) => error.message)]);
  const errors = result.errors.map(({ params = [], ...error }) => ({
    ...error,
    message: fillText(translateText(error.message, lookup), params),
  }));
  const reportFileId = await writeImportReport(db, storage, {
    config,
    file: input.file,
    format: input.format,
    errors,
    userId: user.id,
    errorHeader: lookup('Хато'),
  });
  await writeAuditLog(db, input.origin, {
    ...audit,
    actionType: 'importRefused',
    details: { import: config.name, form: config.targetForm, errors: errors.length },
  });
  return { status: 'invalid', message: lookup(IMPORT_FAILED), rows: result.rows, errors, reportFileId };
}

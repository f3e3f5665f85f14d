import type { Kysely } from 'kysely';
import { CONFIG_FILE_FORMAT, CONFIG_FILE_PRODUCT, TRANSFER_ERRORS, type ConfigFile } from '../../src/core/api/configTransferContract';
import type { UpgradeMessage } from '../../src/core/i18n/messages/upgradeMessages';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { TRANSFER_KINDS } from './transferKinds';

export type ConfigFileReading =
  { file: ConfigFile } | { refusal: { error: string; text: UpgradeMessage; values?: Record<string, string | number> } };

/** Records one file may hold: a whole configuration is a few hundred. */
const MAX_ITEMS = 10_000;

/**
 * Checks an uploaded configuration file before anything is written: that it is a Platon configuration, of
 * this product, made by this release or an older one, and that every record is one this server can write.
 *
 * @example
 * const reading = await readConfigFile(db, request.body.file, PLATON_VERSION);
 */
export async function readConfigFile(db: Kysely<DatabaseSchema>, value: unknown, release: string): Promise<ConfigFileReading> {
  const file = value as Partial<ConfigFile> | null;
  if (typeof file !== 'object' || file === null || typeof file.product !== 'string' || !Array.isArray(file.items)) {
    return { refusal: { error: TRANSFER_ERRORS.notConfig, text: 'Бу файл Platon конфигурацияси эмас' } };
  }
  if (file.product !== CONFIG_FILE_PRODUCT) {
    return {
      refusal: { error: TRANSFER_ERRORS.otherProduct, text: 'Бу файл бошқа маҳсулотники ({0})', values: { 0: file.product.slice(0, 100) } },
    };
  }
  const fileRelease = typeof file.release === 'string' ? file.release.slice(0, 50) : '';
  if (typeof file.format !== 'number' || file.format > CONFIG_FILE_FORMAT || isNewer(fileRelease, release)) {
    return {
      refusal: {
        error: TRANSFER_ERRORS.newerRelease,
        text: 'Бу файл Platon нинг янгироқ версиясида ({0}) яратилган: аввал серверни янгиланг',
        values: { 0: fileRelease || `format ${String(file.format)}` },
      },
    };
  }
  if (file.items.length > MAX_ITEMS) return { refusal: { error: TRANSFER_ERRORS.notConfig, text: 'Бу файл Platon конфигурацияси эмас' } };
  const seen = new Set<string>();
  for (const item of file.items as unknown[]) {
    const { kind, key, content } = (item ?? {}) as { kind?: unknown; key?: unknown; content?: unknown };
    const transfer = TRANSFER_KINDS.find((candidate) => candidate.kind === kind);
    const name = `${String(kind).slice(0, 50)} ${String(key).slice(0, 200)}`;
    const bad = (place: string) => ({
      refusal: { error: TRANSFER_ERRORS.badRecord, text: 'Файлдаги «{0}» ёзуви нотўғри: {1}' as const, values: { 0: name, 1: place } },
    });
    if (!transfer || typeof key !== 'string' || !key || key.length > 500 || key.includes('\u0000')) return bad('kind, key');
    if (seen.has(`${transfer.kind}\u0000${key}`)) return bad('twice');
    seen.add(`${transfer.kind}\u0000${key}`);
    const problem = await transfer.check(db, key, content);
    if (problem) return bad(problem);
  }
  return { file: file as ConfigFile };
}

/** Whether release `a` (major.minor.patch, a pre-release tag ignored) is newer than `b`. */
export function isNewer(a: string, b: string): boolean {
  const parts = (release: string) => (release.match(/^\d+(\.\d+)*/)?.[0] ?? '0').split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference > 0;
  }
  return false;
}

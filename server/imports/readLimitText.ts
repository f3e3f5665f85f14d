import type { ImportMessage } from '../../src/core/i18n/messages/importMessages';
import type { ReadLimit } from './readLimits';
import type { ReadLimitError } from './ReadLimitError';

/** Each read limit in the user's words (Uzbek keys, translated like every server text), its cap as {0}. */
const TEXTS: Record<ReadLimit, ImportMessage> = {
  unpackedBytes: 'Файл очилганда {0} дан катта бўлади',
  compressionRatio: 'Файл ичидаги қисм {0} мартадан кўп сиқилган',
  zipEntries: 'Файлда {0} тадан кўп қисм бор',
  sharedStrings: 'Файлда {0} тадан кўп турли матн бор',
  sharedStringChars: 'Файлдаги матнлар жами {0} белгидан узун',
  cells: 'Файлда {0} тадан кўп катак бор',
  rows: 'Файлда {0} тадан кўп қатор бор',
  columns: 'Файлда {0} тадан кўп устун бор',
  cellChars: 'Файлдаги катак {0} белгидан узун',
  workerMemoryMb: 'Файлни ўқиш учун {0} хотира етмади',
};

/**
 * The message that names the read limit a file went past, with its cap: sizes in MB, counts with their
 * thousands apart.
 *
 * @example
 * readLimitText(new ReadLimitError('rows', 1_048_576)); // { text: 'Файлда {0} тадан кўп қатор бор', values: { 0: '1 048 576' } }
 */
export function readLimitText(error: ReadLimitError): { text: ImportMessage; values: { 0: string } } {
  const { limit, max } = error;
  const value = limit === 'unpackedBytes' ? `${Math.round(max / 1024 / 1024)} MB` : limit === 'workerMemoryMb' ? `${max} MB` : grouped(max);
  return { text: TEXTS[limit], values: { 0: value } };
}

function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

import { openZipArchive } from './openZipArchive';
import { READ_LIMITS, type ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';
import { SheetReadError } from './SheetReadError';

/**
 * Holds an xlsx to the read limits its zip directory alone can show (the number of parts, their declared
 * sizes and compression ratios) without unpacking anything: cheap enough to run on every upload before it
 * is answered or queued, so that an honest bomb is refused at once, even one large enough for a background
 * job. What a forged directory hides is caught while the file is read (readCellsInWorker). Throws a
 * ReadLimitError, or a SheetReadError when the file is no zip at all.
 *
 * @example
 * await checkSheetArchive('/tmp/upload');
 */
export async function checkSheetArchive(file: string, limits: ReadLimits = READ_LIMITS): Promise<void> {
  const zip = await openZipArchive(file, limits).catch((error: unknown) => {
    throw error instanceof ReadLimitError ? error : new SheetReadError(error);
  });
  zip.close();
}

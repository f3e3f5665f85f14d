/**
 * What the server reads of an uploaded spreadsheet or archive at most (docs/imports.md). Each cap sits far
 * above what a real register needs and far below what a zip bomb gives: a file past one is refused with a
 * 413 that names it (ReadLimitError), before it can cost the server its memory or its time. The figures
 * measured on an ExcelJS-written register of 100,000 appeals (11 columns): 7.9 MB, 73 MB unpacked, 300,000
 * shared strings of 12 million characters; the upload itself is capped at 50 MiB (registerImportRoutes).
 */
export const READ_LIMITS = {
  /** Parts of a zip: a workbook has about ten, plus a few per sheet, picture or chart. */
  zipEntries: 10_000,
  /** Bytes all parts of a zip unpack to, together: the largest upload of real data unpacks to about 480 MB. */
  unpackedBytes: 1024 * 1024 * 1024,
  /**
   * Unpacked bytes per packed byte of one part: XML compresses 2 to 25 times (the register's sheet 6.5, its
   * shared strings 22.6), a deflate bomb 400 to 1,000 times.
   */
  compressionRatio: 200,
  /** A part may unpack to this much whatever its ratio: a little repetitive XML compresses well and costs nothing. */
  ratioGraceBytes: 1024 * 1024,
  /** Shared strings of a workbook, all held in memory while its sheet is read: ten unique texts a row for 100,000 rows. */
  sharedStrings: 1_000_000,
  /** Their characters together: fifty per string at the count's cap. */
  sharedStringChars: 50_000_000,
  /** Cells of the sheet read (a row counts to its last cell): 100,000 rows of 200 columns. */
  cells: 20_000_000,
  /** Rows of a sheet or csv file: Excel's own limit, so no spreadsheet a user saved has more. */
  rows: 1_048_576,
  /** Columns of a row: Excel's own limit (XFD). */
  columns: 16_384,
  /** Characters of one cell: Excel's own limit. */
  cellChars: 32_767,
  /**
   * The heap of the worker thread that reads a file (readCellsInWorker), in MB: what the caps above can
   * make it hold, with room to spare. Past it the worker ends, never the server, and the file is refused.
   */
  workerMemoryMb: 512,
} as const;

export type ReadLimits = { readonly [K in keyof typeof READ_LIMITS]: number };

/** A cap a file went past: one of READ_LIMITS (the worker's memory included). */
export type ReadLimit = Exclude<keyof ReadLimits, 'ratioGraceBytes'>;

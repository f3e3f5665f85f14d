/** The file is not the spreadsheet it claims to be (a damaged zip, broken quoting): the user's file, not our fault. */
export class SheetReadError extends Error {
  constructor(cause: unknown) {
    super(`the file could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SheetReadError';
  }
}

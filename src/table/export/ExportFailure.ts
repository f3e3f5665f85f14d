/**
 * Why an export download failed: the server's own message when its error body had one, otherwise which
 * catalogue text to show (docs/behaviour.md §9: 'Серверда хатолик'; no answer at all: 'Сервер билан алоқа йўқ').
 *
 * @example
 * throw new ExportFailure(response.status, 'Export is too large');
 */
export class ExportFailure extends Error {
  readonly status: number;
  /** The server's message, shown as it is; null: show the catalogue text for the status. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Export failed with status ${status}`);
    this.name = 'ExportFailure';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

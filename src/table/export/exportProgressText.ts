import type { ExportProgressState } from './fetchExport';

/**
 * The size part of an export's progress: megabytes received (kilobytes below one), and of how many with the
 * percentage when the server gave the size.
 *
 * @example
 * exportProgressText({ received: 3_355_443, total: null }); // '3.2 MB'
 * exportProgressText({ received: 3_355_443, total: 17_616_077 }); // '3.2 / 16.8 MB (19%)'
 */
export function exportProgressText({ received, total }: ExportProgressState): string {
  if (total) return `${megabytes(received)} / ${megabytes(total)} MB (${percentOf({ received, total })}%)`;
  return received < MB ? `${Math.round(received / 1024)} KB` : `${megabytes(received)} MB`;
}

/** Whole percent of a download with a known size; null without one. */
export function percentOf({ received, total }: ExportProgressState): number | null {
  return total ? Math.min(100, Math.floor((received * 100) / total)) : null;
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return (bytes / MB).toFixed(1);
}

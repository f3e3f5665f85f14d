import { useEffect } from 'react';
import { tableParts } from './tableParts';

/**
 * Once the table's first rows are on screen (`painted`), fetches the parts it left out of its first screenful
 * so that a popup, dialog or tooltip opens on the first click without a wait. It waits for the frame after
 * the paint, so the download never competes with the rows it follows.
 *
 * @example
 * usePrefetchTableParts(data.rows !== null);
 */
export function usePrefetchTableParts(painted: boolean): void {
  useEffect(() => {
    if (!painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        for (const part of Object.values(tableParts)) part.load().catch(() => undefined);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
}

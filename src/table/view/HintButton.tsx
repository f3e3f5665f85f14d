import { Suspense } from 'react';
import { tableParts } from '../parts/tableParts';

/**
 * A column's hint (docs/behaviour.md §2 Table column hint) beside its title: a small focusable button whose tooltip shows
 * the hint on hover or focus; its accessible name is the hint itself, so screen readers hear it too. Until
 * the tooltip's code has arrived (prefetched after the first rows) the same button stands without it.
 *
 * @example
 * <HintButton text="Sum in UZS, VAT included" />
 */
export function HintButton({ text }: { text: string }) {
  const { Component } = tableParts.hintTooltip;
  return (
    <Suspense
      fallback={
        <button type="button" className="pl-table__hint" aria-label={text}>
          ?
        </button>
      }
    >
      <Component text={text} />
    </Suspense>
  );
}

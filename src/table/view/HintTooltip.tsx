import { Tooltip } from '../../ui/Tooltip';

/**
 * HintButton once the tooltip's code (@floating-ui) is in: the same button, whose tooltip shows the hint on
 * hover or focus. A chunk of its own (tableParts), so the table's first screenful does not wait for it.
 *
 * @example
 * <HintTooltip text="Sum in UZS, VAT included" />
 */
export function HintTooltip({ text }: { text: string }) {
  return (
    <Tooltip text={text}>
      {(trigger) => (
        <button {...trigger} type="button" className="pl-table__hint" aria-label={text}>
          ?
        </button>
      )}
    </Tooltip>
  );
}

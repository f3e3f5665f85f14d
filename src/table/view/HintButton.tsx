import { Tooltip } from '../../ui/Tooltip';

/**
 * A column's hint (docs/behaviour.md §2 Table column hint) beside its title: a small focusable button whose tooltip shows
 * the hint on hover or focus; its accessible name is the hint itself, so screen readers hear it too.
 *
 * @example
 * <HintButton text="Sum in UZS, VAT included" />
 */
export function HintButton({ text }: { text: string }) {
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

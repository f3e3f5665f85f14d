import { useCallback, useState, type ReactNode } from 'react';
import { TemporaryTooltip } from './TemporaryTooltip';

export interface TemporaryTooltipHandle {
  /** Show `text` at `anchor` for `duration` ms (1500 by default); a new call replaces the previous one. */
  show(anchor: Element, text: string, duration?: number): void;
  /** Render this somewhere in the component; it is empty while nothing shows. */
  tooltip: ReactNode;
}

/**
 * The "temporary tooltip" helper of docs/behaviour.md §6.
 *
 * @example
 * const temp = useTemporaryTooltip();
 * <button onClick={(e) => { copy(); temp.show(e.currentTarget, copiedText); }}>…</button>
 * {temp.tooltip}
 */
export function useTemporaryTooltip(): TemporaryTooltipHandle {
  const [state, setState] = useState<{ anchor: Element; text: string; duration?: number } | null>(null);
  const show = useCallback((anchor: Element, text: string, duration?: number) => setState({ anchor, text, duration }), []);
  const done = useCallback(() => setState(null), []);
  return {
    show,
    tooltip: <TemporaryTooltip anchor={state?.anchor ?? null} text={state?.text ?? ''} duration={state?.duration} onDone={done} />,
  };
}

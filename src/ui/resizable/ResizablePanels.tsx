import { Fragment, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useAdoptedStyles } from '../useAdoptedStyles';
import { dividerKey, dividerRange, dragDivider, normalizeSizes, type PanelLimits } from './panelSizes';
import { resizablePanelsCss } from './resizablePanelsCss';

export interface ResizablePanel extends PanelLimits {
  /** Unique in the group: the panel's DOM id is `${groupId}-${id}` (the divider's aria-controls). */
  id: string;
  /** The panel's accessible name (its region label). */
  label: string;
  content: ReactNode;
}

export interface ResizablePanelsProps {
  /** Prefix of the panels' ids; unique in the page. */
  groupId: string;
  /** `horizontal`: panels side by side, vertical dividers; `vertical`: stacked. */
  direction: 'horizontal' | 'vertical';
  panels: readonly ResizablePanel[];
  /** Sizes in percent, one per panel (normalised here, so a stored layout of another shape still works). */
  sizes: readonly number[] | null | undefined;
  /** Every change: while dragging (`final` false) and once a drag or key ends (`final` true). */
  onSizes(sizes: number[], final: boolean): void;
  /** The accessible name of the divider between two panels (translated by the caller). */
  dividerLabel(before: ResizablePanel, after: ResizablePanel): string;
}

/**
 * Panels with draggable, keyboard-operable dividers (the WAI-ARIA window splitter): each divider is a
 * focusable `separator` whose value is the size of the panel before it, in percent, and which controls that
 * panel. Arrows move it (Shift: more), Home and End give that panel its minimum and maximum, Enter collapses
 * and restores it; the pointer drags it with pointer capture. Controlled: the caller keeps the sizes (and
 * remembers them). Groups nest: a panel's content may be another ResizablePanels. The rules live in
 * panelSizes.ts.
 *
 * @example
 * <ResizablePanels groupId="demo" direction="horizontal" panels={[{ id: 'a', label: 'A', content: 'A' }, { id: 'b', label: 'B', content: 'B' }]}
 *   sizes={sizes} onSizes={setSizes} dividerLabel={(a, b) => `${a.label} | ${b.label}`} />
 */
export function ResizablePanels({ groupId, direction, panels, sizes, onSizes, dividerLabel }: ResizablePanelsProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const drag = useRef<{ index: number; pointerId: number; origin: number; start: number[]; length: number; last: number[] } | null>(null);
  // Per divider: the size Enter restores after collapsing.
  const restore = useRef<Record<number, number | null>>({});
  useAdoptedStyles(groupRef, resizablePanelsCss);
  const limits = panels.map(({ min, max }) => ({ min, max }));
  const current = normalizeSizes(sizes, panels.length, limits);
  const horizontal = direction === 'horizontal';

  /** The panels' length in pixels: the group's, less the dividers'. */
  function panelsLength(): number {
    const group = groupRef.current;
    if (!group) return 0;
    const rect = group.getBoundingClientRect();
    let dividers = 0;
    for (const child of Array.from(group.children)) {
      if (child.classList.contains('pl-panels__divider'))
        dividers += horizontal ? child.getBoundingClientRect().width : child.getBoundingClientRect().height;
    }
    return (horizontal ? rect.width : rect.height) - dividers;
  }

  function onPointerDown(index: number, event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = {
      index,
      pointerId: event.pointerId,
      origin: horizontal ? event.clientX : event.clientY,
      start: current,
      length: panelsLength(),
      last: current,
    };
    setDragging(index);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const position = horizontal ? event.clientX : event.clientY;
    state.last = dragDivider(state.start, state.index, position - state.origin, state.length, limits);
    onSizes(state.last, false);
  }
  function endDrag(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
    restore.current[state.index] = null;
    onSizes(state.last, true);
  }
  function onKeyDown(index: number, event: KeyboardEvent<HTMLDivElement>) {
    const result = dividerKey(current, index, event, direction, restore.current[index] ?? null, limits);
    if (!result) return;
    event.preventDefault();
    // A nested group's divider must not also move the outer group's.
    event.stopPropagation();
    restore.current[index] = result.restore;
    onSizes(result.sizes, true);
  }

  return (
    <div
      ref={groupRef}
      className={`pl-panels pl-panels--${direction}`}
      data-panel-group={groupId}
      data-dragging={dragging === null ? undefined : ''}
    >
      {panels.map((panel, index) => {
        const panelId = `${groupId}-${panel.id}`;
        const range = index < panels.length - 1 ? dividerRange(current, index, limits) : null;
        return (
          <Fragment key={panel.id}>
            <div
              id={panelId}
              className="pl-panels__panel"
              role="region"
              aria-label={panel.label}
              data-panel={panel.id}
              data-size={current[index]}
              style={{ flexBasis: 0, flexGrow: current[index] }}
            >
              {panel.content}
            </div>
            {range ? (
              <div
                className="pl-panels__divider"
                role="separator"
                tabIndex={0}
                aria-orientation={horizontal ? 'vertical' : 'horizontal'}
                aria-controls={panelId}
                aria-label={dividerLabel(panel, panels[index + 1])}
                aria-valuenow={Math.round(current[index])}
                aria-valuemin={Math.round(range.min)}
                aria-valuemax={Math.round(range.max)}
                data-dragging={dragging === index ? '' : undefined}
                onPointerDown={(event) => onPointerDown(index, event)}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onLostPointerCapture={endDrag}
                onKeyDown={(event) => onKeyDown(index, event)}
              />
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}

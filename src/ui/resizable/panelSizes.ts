/**
 * The pure model of resizable panels: sizes are percentages of the group (summing to 100), each panel has a
 * minimum (and may have a maximum). A divider sits between panel `index` and `index + 1` and moves only
 * those two, so dragging one divider never shifts a panel on the far side of another. Framework-free, so
 * the rules are unit-tested without a browser (panelSizes.test.ts); ResizablePanels is the thin view.
 */

export interface PanelLimits {
  /** Smallest size in percent (default 10). */
  min?: number;
  /** Largest size in percent (default 100). */
  max?: number;
}

/** Arrow keys move a divider by this many percent… */
export const KEY_STEP = 2;
/** …and by this many with Shift held. */
export const BIG_KEY_STEP = 10;
const DEFAULT_MIN = 10;

const round = (value: number) => Math.round(value * 100) / 100;
const minOf = (limits: readonly PanelLimits[], index: number) => limits[index]?.min ?? DEFAULT_MIN;
const maxOf = (limits: readonly PanelLimits[], index: number) => limits[index]?.max ?? 100;

/**
 * `sizes` made valid for `count` panels: the right length, no negative or unknown numbers, scaled to 100,
 * each at least its minimum (the largest panels give up the difference). Anything unusable (a stored
 * layout of another shape) becomes equal shares.
 *
 * @example
 * normalizeSizes([30, 30], 2); // [50, 50]
 * normalizeSizes([95, 5], 2, [{ min: 10 }, { min: 10 }]); // [90, 10]
 */
export function normalizeSizes(sizes: readonly number[] | null | undefined, count: number, limits: readonly PanelLimits[] = []): number[] {
  if (count <= 0) return [];
  const usable = Array.isArray(sizes) && sizes.length === count && sizes.every((size) => Number.isFinite(size) && size >= 0);
  const total = usable ? sizes.reduce((sum, size) => sum + size, 0) : 0;
  let result = usable && total > 0 ? sizes.map((size) => (size / total) * 100) : Array.from({ length: count }, () => 100 / count);
  // Lift panels under their minimum, taking the space from those above theirs, largest first.
  for (let pass = 0; pass < count; pass++) {
    const short = result.reduce((sum, size, index) => sum + Math.max(0, minOf(limits, index) - size), 0);
    if (short <= 0.001) break;
    result = result.map((size, index) => Math.max(size, minOf(limits, index)));
    let excess = result.reduce((sum, size) => sum + size, 0) - 100;
    const donors = result
      .map((size, index) => ({ index, spare: size - minOf(limits, index) }))
      .filter((d) => d.spare > 0)
      .sort((a, b) => b.spare - a.spare);
    for (const donor of donors) {
      if (excess <= 0) break;
      const take = Math.min(donor.spare, excess);
      result[donor.index] -= take;
      excess -= take;
    }
  }
  return result.map(round);
}

/** The range the panel before divider `index` may take, for the divider's aria-valuemin/max. */
export function dividerRange(sizes: readonly number[], index: number, limits: readonly PanelLimits[] = []): { min: number; max: number } {
  const pair = sizes[index] + sizes[index + 1];
  const min = Math.max(minOf(limits, index), pair - maxOf(limits, index + 1));
  const max = Math.min(maxOf(limits, index), pair - minOf(limits, index + 1));
  return { min: round(Math.min(min, max)), max: round(Math.max(min, max)) };
}

/**
 * Sizes with divider `index` set so the panel before it is `size` percent (clamped to dividerRange); the
 * panel after it takes or gives the difference. The others are untouched.
 *
 * @example
 * setDivider([50, 50], 0, 70); // [70, 30]
 * setDivider([50, 50], 0, 99); // [90, 10]
 */
export function setDivider(sizes: readonly number[], index: number, size: number, limits: readonly PanelLimits[] = []): number[] {
  if (index < 0 || index >= sizes.length - 1) return [...sizes];
  const { min, max } = dividerRange(sizes, index, limits);
  const pair = sizes[index] + sizes[index + 1];
  const before = round(Math.min(max, Math.max(min, size)));
  const next = [...sizes];
  next[index] = before;
  next[index + 1] = round(pair - before);
  return next;
}

/** Moves divider `index` by `delta` percent (positive: towards the end), clamped. */
export function moveDivider(sizes: readonly number[], index: number, delta: number, limits: readonly PanelLimits[] = []): number[] {
  return setDivider(sizes, index, sizes[index] + delta, limits);
}

export type DividerKeyResult = { sizes: number[]; restore: number | null } | null;

/**
 * What a key on divider `index` does (the WAI-ARIA window splitter pattern): the arrows of its axis move it
 * by KEY_STEP (BIG_KEY_STEP with Shift), Home and End give the panel before it its minimum and maximum,
 * Enter collapses that panel to its minimum and, pressed again, restores the size it had (`restore`, kept
 * by the view between presses). Other keys: null, so the view lets them through.
 *
 * @example
 * dividerKey([50, 50], 0, { key: 'ArrowRight', shiftKey: false }, 'horizontal', null); // { sizes: [52, 48], restore: null }
 */
export function dividerKey(
  sizes: readonly number[],
  index: number,
  event: { key: string; shiftKey: boolean },
  direction: 'horizontal' | 'vertical',
  restore: number | null,
  limits: readonly PanelLimits[] = [],
): DividerKeyResult {
  const step = event.shiftKey ? BIG_KEY_STEP : KEY_STEP;
  const [back, forward] = direction === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const { min, max } = dividerRange(sizes, index, limits);
  switch (event.key) {
    case back:
      return { sizes: moveDivider(sizes, index, -step, limits), restore: null };
    case forward:
      return { sizes: moveDivider(sizes, index, step, limits), restore: null };
    case 'Home':
      return { sizes: setDivider(sizes, index, min, limits), restore: null };
    case 'End':
      return { sizes: setDivider(sizes, index, max, limits), restore: null };
    case 'Enter': {
      const collapsed = sizes[index] <= min + 0.01;
      if (collapsed) return { sizes: setDivider(sizes, index, restore ?? (min + max) / 2, limits), restore: null };
      return { sizes: setDivider(sizes, index, min, limits), restore: sizes[index] };
    }
    default:
      return null;
  }
}

/**
 * Sizes after dragging divider `index` by `pixels` in a group `groupPixels` long, from the sizes the drag
 * started with (so rounding never accumulates while the pointer moves).
 */
export function dragDivider(
  start: readonly number[],
  index: number,
  pixels: number,
  groupPixels: number,
  limits: readonly PanelLimits[] = [],
): number[] {
  if (groupPixels <= 0) return [...start];
  return moveDivider(start, index, (pixels / groupPixels) * 100, limits);
}

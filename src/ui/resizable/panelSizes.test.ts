import { describe, expect, it } from 'vitest';
import { dividerKey, dividerRange, dragDivider, moveDivider, normalizeSizes, setDivider } from './panelSizes';

const limits = [{ min: 20 }, { min: 10 }, { min: 10 }];

describe('panel sizes', () => {
  it('normalises stored sizes to 100 and to the panels count', () => {
    expect(normalizeSizes([30, 30], 2)).toEqual([50, 50]);
    expect(normalizeSizes([30, 30, 40], 2)).toEqual([50, 50]);
    expect(normalizeSizes(null, 3)).toEqual([33.33, 33.33, 33.33]);
    expect(normalizeSizes([Number.NaN, 50], 2)).toEqual([50, 50]);
    expect(normalizeSizes([-5, 50], 2)).toEqual([50, 50]);
  });

  it('lifts a panel under its minimum, taking from the largest', () => {
    expect(normalizeSizes([95, 5], 2, [{ min: 10 }, { min: 10 }])).toEqual([90, 10]);
    expect(normalizeSizes([5, 15, 80], 3, limits)).toEqual([20, 15, 65]);
  });

  it('moves only the two panels beside a divider, clamped to their limits', () => {
    expect(moveDivider([40, 30, 30], 1, 10, limits)).toEqual([40, 40, 20]);
    expect(moveDivider([40, 30, 30], 1, 50, limits)).toEqual([40, 50, 10]);
    expect(moveDivider([40, 30, 30], 0, -50, limits)).toEqual([20, 50, 30]);
    expect(setDivider([50, 50], 0, 99)).toEqual([90, 10]);
    expect(dividerRange([40, 30, 30], 0, limits)).toEqual({ min: 20, max: 60 });
    expect(dividerRange([50, 50], 0, [{ max: 70 }, { max: 80 }])).toEqual({ min: 20, max: 70 });
  });

  it('steps by arrow keys of its axis, more with Shift, and ignores the other axis', () => {
    expect(dividerKey([50, 50], 0, { key: 'ArrowRight', shiftKey: false }, 'horizontal', null)?.sizes).toEqual([52, 48]);
    expect(dividerKey([50, 50], 0, { key: 'ArrowLeft', shiftKey: true }, 'horizontal', null)?.sizes).toEqual([40, 60]);
    expect(dividerKey([50, 50], 0, { key: 'ArrowDown', shiftKey: false }, 'vertical', null)?.sizes).toEqual([52, 48]);
    expect(dividerKey([50, 50], 0, { key: 'ArrowDown', shiftKey: false }, 'horizontal', null)).toBeNull();
    expect(dividerKey([50, 50], 0, { key: 'a', shiftKey: false }, 'horizontal', null)).toBeNull();
  });

  it('goes to the minimum and maximum with Home and End', () => {
    expect(dividerKey([40, 30, 30], 0, { key: 'Home', shiftKey: false }, 'horizontal', null, limits)?.sizes).toEqual([20, 50, 30]);
    expect(dividerKey([40, 30, 30], 0, { key: 'End', shiftKey: false }, 'horizontal', null, limits)?.sizes).toEqual([60, 10, 30]);
  });

  it('collapses with Enter and restores the size it had', () => {
    const collapsed = dividerKey([60, 40], 0, { key: 'Enter', shiftKey: false }, 'horizontal', null);
    expect(collapsed).toEqual({ sizes: [10, 90], restore: 60 });
    expect(dividerKey(collapsed!.sizes, 0, { key: 'Enter', shiftKey: false }, 'horizontal', collapsed!.restore)).toEqual({
      sizes: [60, 40],
      restore: null,
    });
    // Nothing remembered (collapsed by a drag): Enter opens it halfway.
    expect(dividerKey([10, 90], 0, { key: 'Enter', shiftKey: false }, 'horizontal', null)?.sizes).toEqual([50, 50]);
  });

  it('converts a drag in pixels from the starting sizes', () => {
    expect(dragDivider([50, 50], 0, 100, 1000)).toEqual([60, 40]);
    expect(dragDivider([50, 50], 0, -900, 1000)).toEqual([10, 90]);
    expect(dragDivider([50, 50], 0, 100, 0)).toEqual([50, 50]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCoordinate } from './parseCoordinate';
import { roundPoint } from './roundPoint';

describe('parseCoordinate', () => {
  it('reads decimals with a point or a comma, and signs', () => {
    expect(parseCoordinate('41.311081', 90)).toBe(41.311081);
    expect(parseCoordinate(' 41,5 ', 90)).toBe(41.5);
    expect(parseCoordinate('-69', 180)).toBe(-69);
  });

  it('gives null for half-typed, non-numeric or out-of-range text', () => {
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('-', 90)).toBeNull();
    expect(parseCoordinate('41.3.1', 90)).toBeNull();
    expect(parseCoordinate('1e3', 180)).toBeNull();
    expect(parseCoordinate('90.5', 90)).toBeNull();
    expect(parseCoordinate('180', 180)).toBe(180);
  });
});

describe('roundPoint', () => {
  it('keeps 6 decimals', () => {
    expect(roundPoint({ lat: 41.31108123456, lng: 69.2405619999 })).toEqual({ lat: 41.311081, lng: 69.240562 });
  });
});

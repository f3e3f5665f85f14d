import { describe, expect, it } from 'vitest';
import { toGeoPoint } from './toGeoPoint';
import { toGeoPoints } from './toGeoPoints';

describe('toGeoPoint', () => {
  it('takes a point, also with numeric text', () => {
    expect(toGeoPoint({ lat: 41.3, lng: 69.2 })).toEqual({ lat: 41.3, lng: 69.2 });
    expect(toGeoPoint({ lat: '41.3', lng: ' 69.2' })).toEqual({ lat: 41.3, lng: 69.2 });
  });

  it('refuses what a map cannot place', () => {
    expect(toGeoPoint(null)).toBeNull();
    expect(toGeoPoint('41,69')).toBeNull();
    expect(toGeoPoint({ lat: 91, lng: 0 })).toBeNull();
    expect(toGeoPoint({ lat: 0, lng: -181 })).toBeNull();
    expect(toGeoPoint({ lat: Number.NaN, lng: 0 })).toBeNull();
    expect(toGeoPoint({ lat: '', lng: 0 })).toBeNull();
  });
});

describe('toGeoPoints', () => {
  it('keeps the points of a list and drops the rest', () => {
    expect(toGeoPoints([{ lat: 1, lng: 2 }, null, { lat: 100, lng: 0 }, { lat: 3, lng: 4 }])).toEqual([
      { lat: 1, lng: 2 },
      { lat: 3, lng: 4 },
    ]);
    expect(toGeoPoints({ lat: 1, lng: 2 })).toEqual([]);
  });
});

import type { GeoPoint } from '../../../core/api/formMeta';

/**
 * A point rounded to 6 decimals (about 10 cm): a map click's float noise is not worth storing or showing.
 *
 * @example
 * roundPoint({ lat: 41.31108123456, lng: 69.2405619999 }); // { lat: 41.311081, lng: 69.240562 }
 */
export function roundPoint(point: { lat: number; lng: number }): GeoPoint {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(point.lat), lng: round(point.lng) };
}

import type { GeoPoint } from '../../../core/api/formMeta';
import { toGeoPoint } from './toGeoPoint';

/**
 * A geo polygon value as its list of points; anything that is not a point is left out, and anything that
 * is not a list is no points.
 *
 * @example
 * toGeoPoints([{ lat: 41, lng: 69 }, null]); // [{ lat: 41, lng: 69 }]
 */
export function toGeoPoints(value: unknown): GeoPoint[] {
  if (!Array.isArray(value)) return [];
  return value.map(toGeoPoint).filter((point): point is GeoPoint => point !== null);
}

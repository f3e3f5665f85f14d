import type { GeoPoint } from '../../../core/api/formMeta';

/**
 * A geo value as a point, or null when it is not one (empty, or a shape a map cannot place: non-finite or
 * out-of-range coordinates). Coordinates given as numeric text are accepted, as some servers send them.
 *
 * @example
 * toGeoPoint({ lat: '41.3', lng: 69.2 }); // { lat: 41.3, lng: 69.2 }
 * toGeoPoint({ lat: 141, lng: 0 }); // null
 */
export function toGeoPoint(value: unknown): GeoPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const latitude = typeof lat === 'string' && lat.trim() ? Number(lat) : lat;
  const longitude = typeof lng === 'string' && lng.trim() ? Number(lng) : lng;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

/**
 * What a map starts with when the form says nothing: the default centre of docs/behaviour.md §12 (Tashkent), a city-wide
 * zoom, a closer zoom once a point is set, and OpenStreetMap's tiles when `env.mapTilesUrl` is empty.
 *
 * @example
 * const tiles = env.mapTilesUrl || MAP_DEFAULTS.tilesUrl;
 */
export const MAP_DEFAULTS = {
  center: { lat: 41.311081, lng: 69.240562 },
  zoom: 12,
  pointZoom: 15,
  tilesUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** OpenStreetMap's tiles may be shown only with this credit; other tile servers bring their own terms. */
  osmAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
} as const;

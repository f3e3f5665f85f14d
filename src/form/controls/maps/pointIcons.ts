import { divIcon, type DivIcon } from 'leaflet';

let pin: DivIcon | null = null;
let vertex: DivIcon | null = null;

/**
 * The markers of our maps, drawn by CSS (`.pl-geo-marker`, `.pl-geo-vertex`): Leaflet's default marker is
 * an image file that a bundle does not carry, and would 404. Made once, on first use.
 *
 * @example
 * marker([41.31, 69.24], { icon: pointIcons().pin }).addTo(map);
 */
export function pointIcons(): { pin: DivIcon; vertex: DivIcon } {
  // The pin is an 18px square turned 45 degrees, its tip 9 * sqrt(2) below its centre. The turn is on an
  // inner node: Leaflet places the icon itself with an inline transform, which would replace ours.
  pin ??= divIcon({
    className: 'pl-geo-marker',
    html: '<span class="pl-geo-marker__pin"></span>',
    iconSize: [18, 18],
    iconAnchor: [9, 22],
  });
  vertex ??= divIcon({ className: 'pl-geo-vertex', iconSize: [12, 12], iconAnchor: [6, 6] });
  return { pin, vertex };
}

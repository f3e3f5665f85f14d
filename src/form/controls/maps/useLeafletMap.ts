import { Control, control, DomUtil, map as createMap, tileLayer, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../../core/api/formMeta';
import type { Translate } from '../../../ui/useTranslator';
import { useAdoptedStyles } from '../../../ui/useAdoptedStyles';
import { useFormEditorStyles } from '../../styles/useFormEditorStyles';
import { leafletCss } from './leafletCss';
import { MAP_DEFAULTS } from './mapDefaults';
import { roundPoint } from './roundPoint';

export interface LeafletMapOptions {
  /** Tile URL template; empty means OpenStreetMap's. */
  tilesUrl: string;
  /** Where the map opens (later changes do not move it: the caller pans). */
  center: GeoPoint;
  zoom: number;
  t: Translate;
  /**
   * A point picked on the map: a click, or Enter on the focused map (its centre: arrow keys pan, + and -
   * zoom, Leaflet's own keyboard handling). Null while picking is off (disabled, read-only).
   */
  onPick: ((point: GeoPoint) => void) | null;
}

/**
 * A Leaflet map owned by a React component. Returns the ref of the node to draw it in and, once drawn, the
 * map (for the caller's layers). Leaflet's stylesheet is adopted into the shadow root here, so it loads with
 * the map chunk only; the map follows its node's size (a map first drawn in a hidden tab still fills it).
 *
 * @example
 * const { mapRef, map } = useLeafletMap({ tilesUrl: env.mapTilesUrl, center, zoom: 12, t: env.t, onPick: setPoint });
 * return <div ref={mapRef} className="pl-geo__map" />;
 */
export function useLeafletMap({ tilesUrl, center, zoom, t, onPick }: LeafletMapOptions) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef({ center, zoom, t });
  useFormEditorStyles(mapRef);
  useAdoptedStyles(mapRef, leafletCss);

  useEffect(() => {
    const node = mapRef.current;
    if (!node) return;
    const { center: at, zoom: level, t: translate } = start.current;
    const created = createMap(node, { center: [at.lat, at.lng], zoom: level, zoomControl: false, attributionControl: true });
    control.zoom({ zoomInTitle: translate('Яқинлаштириш'), zoomOutTitle: translate('Узоқлаштириш') }).addTo(created);
    created.attributionControl.setPrefix(false);
    const url = tilesUrl || MAP_DEFAULTS.tilesUrl;
    const tiles = tileLayer(url, {
      maxZoom: 19,
      attribution: url === MAP_DEFAULTS.tilesUrl ? MAP_DEFAULTS.osmAttribution : undefined,
    }).addTo(created);
    // Tiles that cannot load (offline, a blocked tile server) leave a grey box: say so inside the map.
    const notice = new (Control.extend({
      onAdd: () => {
        const box = DomUtil.create('div', 'pl-geo__tiles-error');
        box.setAttribute('role', 'status');
        box.textContent = translate('Харита тасвирини юклаб бўлмади');
        return box;
      },
    }))({ position: 'topright' });
    let shown = false;
    tiles.on('tileerror', () => {
      if (!shown) notice.addTo(created);
      shown = true;
    });
    tiles.on('tileload', () => {
      if (shown) notice.remove();
      shown = false;
    });
    created.on('click', (event) => pick.current?.(roundPoint(event.latlng)));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== node || !pick.current) return;
      // Enter inside a form would submit it; here it picks the centre the user panned to.
      event.preventDefault();
      pick.current(roundPoint(created.getCenter()));
    };
    node.addEventListener('keydown', onKey);
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(node);
    setMap(created);
    return () => {
      resize.disconnect();
      node.removeEventListener('keydown', onKey);
      created.remove();
      setMap(null);
    };
  }, [tilesUrl]);

  return { mapRef, map };
}

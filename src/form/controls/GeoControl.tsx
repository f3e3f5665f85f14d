import { marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../core/api/formMeta';
import type { ControlProps } from './ControlProps';
import { CoordinateInputs, type CoordinateTexts } from './maps/CoordinateInputs';
import { MAP_DEFAULTS } from './maps/mapDefaults';
import { parseCoordinate } from './maps/parseCoordinate';
import { pointIcons } from './maps/pointIcons';
import { roundPoint } from './maps/roundPoint';
import { toGeoPoint } from './maps/toGeoPoint';
import { useLeafletMap } from './maps/useLeafletMap';
import { mapRegionName } from './maps/mapRegionName';
import { useFormControl } from './useFormControl';

const textsOf = (point: GeoPoint | null): CoordinateTexts => ({ lat: point ? String(point.lat) : '', lng: point ? String(point.lng) : '' });
const samePoint = (a: GeoPoint | null, b: GeoPoint | null) => a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);

/**
 * One point on a map (`geo`): a Leaflet map (tiles from `env.mapTilesUrl`, opening on the value or the
 * default centre of docs/behaviour.md §12) where a click, or Enter on the focused map, sets the point; a draggable marker
 * shows it. Latitude and longitude inputs are the keyboard path, and a button clears the point. The value
 * is `{ lat, lng }` or null.
 *
 * @example
 * <GeoControl element={{ id: 8, type: 'geo', dataField: 'location', label: 'Манзил' }} env={env} />
 */
export function GeoControl(props: ControlProps) {
  const { env } = props;
  const { value, onChange, onBlur, ref, disabled, readOnly, ids, inputProps } = useFormControl(props);
  const point = toGeoPoint(value);
  const editable = !disabled && !readOnly;
  const [texts, setTexts] = useState(() => textsOf(point));
  // The point these inputs last stood for: a different value came from outside (map, reset, record).
  const shownPoint = useRef(point);
  if (!samePoint(shownPoint.current, point)) {
    shownPoint.current = point;
    setTexts(textsOf(point));
  }
  const set = (next: GeoPoint | null) => {
    shownPoint.current = next;
    onChange(next);
  };
  /** A point set on the map (click, Enter, a dragged marker): the inputs show it too. */
  const pick = (next: GeoPoint) => {
    set(next);
    setTexts(textsOf(next));
  };
  const { mapRef, map } = useLeafletMap({
    tilesUrl: env.mapTilesUrl,
    center: point ?? MAP_DEFAULTS.center,
    zoom: point ? MAP_DEFAULTS.pointZoom : MAP_DEFAULTS.zoom,
    t: env.t,
    onPick: editable ? pick : null,
  });

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const pin = marker([lat, lng], { icon: pointIcons().pin, draggable: editable, keyboard: false, title: `${lat}, ${lng}` }).addTo(map);
    pin.on('dragend', () => pick(roundPoint(pin.getLatLng())));
    // A point typed in (or loaded) outside the view is brought into it.
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    return () => {
      pin.remove();
    };
    // `pick` only calls onChange and a state setter, both stable.
  }, [map, lat, lng, editable]);

  const root = useRef<HTMLDivElement>(null);
  // A refused submit focuses the field: the latitude input, its keyboard path.
  useEffect(() => ref({ focus: () => root.current?.querySelector('input')?.focus() }), [ref]);

  const onTexts = (next: CoordinateTexts) => {
    setTexts(next);
    const latitude = parseCoordinate(next.lat, 90);
    const longitude = parseCoordinate(next.lng, 180);
    const typed = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
    if (!samePoint(typed, point)) set(typed);
  };
  const mapHelpId = `${ids.input}-map-help`;
  return (
    <div ref={root} className={`pl-geo${disabled ? ' pl-geo--disabled' : ''}`}>
      <div
        ref={mapRef}
        className="pl-geo__map"
        role="region"
        aria-label={mapRegionName(props.element, env.t)}
        aria-describedby={editable ? mapHelpId : undefined}
      />
      {editable ? (
        <span id={mapHelpId} className="pl-sr-only">
          {env.t('Нуқтани танлаш учун харитани босинг, ёки стрелкалар билан суриб Enter тугмасини босинг')}
        </span>
      ) : null}
      <div className="pl-geo__inputs">
        <CoordinateInputs texts={texts} onTexts={onTexts} latInputProps={inputProps} onBlur={onBlur} t={env.t} />
        <button
          type="button"
          part="button"
          className="pl-button"
          disabled={!editable || (!point && !texts.lat && !texts.lng)}
          onClick={() => {
            set(null);
            setTexts(textsOf(null));
          }}
        >
          {env.t('Тозалаш')}
        </button>
      </div>
    </div>
  );
}

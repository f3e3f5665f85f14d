import { latLngBounds, marker, polygon, polyline, type Layer } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../core/api/formMeta';
import type { ControlProps } from './ControlProps';
import { CoordinateInputs } from './maps/CoordinateInputs';
import { MAP_DEFAULTS } from './maps/mapDefaults';
import { parseCoordinate } from './maps/parseCoordinate';
import { pointIcons } from './maps/pointIcons';
import { toGeoPoints } from './maps/toGeoPoints';
import { useLeafletMap } from './maps/useLeafletMap';
import { mapRegionName } from './maps/mapRegionName';
import { useFormControl } from './useFormControl';

/**
 * An area on a map (`geo_polygon`): each click on the map (or Enter on the focused map) adds a vertex; two
 * points draw a line, three or more the polygon. Buttons undo the last point and clear them all. The
 * keyboard path: latitude and longitude inputs with an add button (Enter adds too), and the list of points,
 * each with its own remove button. The value is the list of points (`GeoPoint[]`), null when empty.
 *
 * @example
 * <GeoPolygonControl element={{ id: 12, type: 'geo_polygon', dataField: 'area', label: 'Ҳудуд' }} env={env} />
 */
export function GeoPolygonControl(props: ControlProps) {
  const { env } = props;
  const { t } = env;
  const { value, onChange, onBlur, ref, disabled, readOnly, ids, inputProps } = useFormControl(props);
  const points = toGeoPoints(value);
  const editable = !disabled && !readOnly;
  const [draft, setDraft] = useState({ lat: '', lng: '' });
  const latest = useRef(points);
  latest.current = points;
  const set = (next: GeoPoint[]) => onChange(next.length ? next : null);
  const { mapRef, map } = useLeafletMap({
    tilesUrl: env.mapTilesUrl,
    center: points[0] ?? MAP_DEFAULTS.center,
    zoom: MAP_DEFAULTS.zoom,
    t,
    onPick: editable ? (picked) => set([...latest.current, picked]) : null,
  });

  // The first drawing of a stored area shows all of it.
  const fitted = useRef(false);
  const key = JSON.stringify(points);
  useEffect(() => {
    if (!map) return;
    const drawn: GeoPoint[] = JSON.parse(key);
    const layers: Layer[] = drawn.map((point) =>
      marker([point.lat, point.lng], { icon: pointIcons().vertex, interactive: false, keyboard: false }),
    );
    const path = drawn.map((point) => [point.lat, point.lng] as [number, number]);
    if (drawn.length >= 3) layers.push(polygon(path, { className: 'pl-geo-shape', weight: 2, interactive: false }));
    else if (drawn.length === 2)
      layers.push(polyline(path, { className: 'pl-geo-shape pl-geo-shape--line', weight: 2, interactive: false }));
    for (const layer of layers) layer.addTo(map);
    if (!fitted.current && drawn.length) {
      fitted.current = true;
      if (drawn.length > 1) map.fitBounds(latLngBounds(path), { padding: [24, 24], maxZoom: MAP_DEFAULTS.pointZoom });
    }
    return () => {
      for (const layer of layers) layer.remove();
    };
  }, [map, key]);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => ref({ focus: () => root.current?.querySelector('input')?.focus() }), [ref]);

  const latitude = parseCoordinate(draft.lat, 90);
  const longitude = parseCoordinate(draft.lng, 180);
  const canAdd = editable && latitude !== null && longitude !== null;
  const add = () => {
    if (!canAdd) return;
    set([...points, { lat: latitude, lng: longitude }]);
    setDraft({ lat: '', lng: '' });
  };
  const mapHelpId = `${ids.input}-map-help`;
  return (
    <div ref={root} className={`pl-geo pl-geo--polygon${disabled ? ' pl-geo--disabled' : ''}`}>
      <div
        ref={mapRef}
        className="pl-geo__map"
        role="region"
        aria-label={mapRegionName(props.element, t)}
        aria-describedby={editable ? mapHelpId : undefined}
      />
      {editable ? (
        <span id={mapHelpId} className="pl-sr-only">
          {t('Нуқта қўшиш учун харитани босинг, ёки стрелкалар билан суриб Enter тугмасини босинг')}
        </span>
      ) : null}
      <div className="pl-geo__inputs">
        <CoordinateInputs texts={draft} onTexts={setDraft} latInputProps={inputProps} onBlur={onBlur} onEnter={add} t={t} />
        <button type="button" part="button" className="pl-button" disabled={!canAdd} onClick={add}>
          {t('Нуқта қўшиш')}
        </button>
      </div>
      <div className="pl-geo__inputs">
        <button
          type="button"
          part="button"
          className="pl-button"
          disabled={!editable || !points.length}
          onClick={() => set(points.slice(0, -1))}
        >
          {t('Охирги нуқтани олиб ташлаш')}
        </button>
        <button type="button" part="button" className="pl-button" disabled={!editable || !points.length} onClick={() => set([])}>
          {t('Тозалаш')}
        </button>
      </div>
      {points.length ? (
        <ol className="pl-geo__points" aria-label={t('Нуқталар')}>
          {points.map((point, index) => (
            <li key={`${index}:${point.lat}:${point.lng}`} className="pl-geo__point">
              <span className="pl-geo__point-text">{`${index + 1}. ${point.lat}, ${point.lng}`}</span>
              {editable ? (
                <button
                  type="button"
                  className="pl-icon-button"
                  aria-label={t('{0}-нуқтани олиб ташлаш', { 0: index + 1 })}
                  onClick={() => set(points.filter((_, other) => other !== index))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="pl-geo__empty pl-muted">{t('Нуқталар қўшилмаган')}</p>
      )}
    </div>
  );
}

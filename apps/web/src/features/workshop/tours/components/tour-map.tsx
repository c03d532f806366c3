import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapTiles } from '@/features/workshop/tours/api/get-map-tiles';
import 'leaflet/dist/leaflet.css';

export type MapStop = { id: number; position: number; lat: number | null; lng: number | null; label: string; done?: boolean };
export type MapRoute = { depot: { lat: number; lng: number; address: string }; stops: MapStop[]; color?: string };

type Leaflet = typeof import('leaflet');
export type LatLngPick = { lat: number; lng: number };
/** Placing stops by hand (decision 035): a click on the map places `placing`, a dragged stop moves it. */
export type MapEditing = { placing: number | null; onPlace: (stopId: number, at: LatLngPick) => void };

/** Six decimals (about 10 cm): what the API stores and the form shows. */
const rounded = (at: { lat: number; lng: number }): LatLngPick => ({
  lat: Math.round(at.lat * 1e6) / 1e6,
  lng: Math.round(at.lng * 1e6) / 1e6,
});

/** A click on the map while a stop is being placed gives that stop the clicked coordinates. */
export function bindPlacing(map: import('leaflet').Map, editing: { current: MapEditing | undefined }) {
  map.on('click', (e: import('leaflet').LeafletMouseEvent) => {
    const stopId = editing.current?.placing ?? null;
    if (stopId !== null) editing.current!.onPlace(stopId, rounded(e.latlng));
  });
}

/** A numbered stop the admin can drag to where it really is (a draft tour); it keeps its number. */
export function draggableStop(
  L: Leaflet,
  stop: MapStop,
  at: [number, number],
  color: string,
  editing: { current: MapEditing | undefined },
) {
  const icon = L.divIcon({
    className: 'tour-map-stop',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:13px;background:${color};color:#fff;font-weight:700;border:2px solid #fff">${stop.position}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
  const marker = L.marker(at, { icon, draggable: true, keyboard: false, title: `${stop.position}. ${stop.label}` });
  marker.on('dragend', () => editing.current?.onPlace(stop.id, rounded(marker.getLatLng())));
  return marker;
}

/**
 * The tours on a map (Leaflet, decision 032): the store, the stops numbered in order, the route between them. Tiles
 * from the server's MAP_TILE_URL (OpenStreetMap by default). Leaflet is only loaded with this component (a lazy
 * route), never on the first page. The map is hidden from screen readers: the page lists the same stops in order.
 */
export function TourMap({ routes, height = 360, editing }: { routes: MapRoute[]; height?: number; editing?: MapEditing }) {
  const { t } = useTranslation('tours');
  const element = useRef<HTMLDivElement>(null);
  const tiles = useMapTiles();
  const key = JSON.stringify(routes);
  // The map is drawn once per change of stops; the handlers read the latest props.
  const edits = useRef(editing);
  edits.current = editing;
  const editable = Boolean(editing);

  useEffect(() => {
    if (!element.current || !tiles.data) return;
    let map: import('leaflet').Map | null = null;
    let cancelled = false;
    void import('leaflet')
      .then(({ default: L }) => {
        if (cancelled || !element.current) return;
        // Nothing focusable inside the hidden map: no zoom buttons, no keyboard focus, the credit written below it.
        map = L.map(element.current, { scrollWheelZoom: false, keyboard: false, zoomControl: false, attributionControl: false });
        L.tileLayer(tiles.data.url, { maxZoom: 19 }).addTo(map);
        if (editable) bindPlacing(map, edits);
        const bounds: [number, number][] = [];
        for (const route of routes) {
          const color = route.color ?? '#1c7ed6';
          const depot: [number, number] = [route.depot.lat, route.depot.lng];
          bounds.push(depot);
          L.circleMarker(depot, { radius: 9, color: '#212529', fillColor: '#fab005', fillOpacity: 1 })
            .bindTooltip(`${t('store')} – ${route.depot.address}`)
            .addTo(map);
          const line: [number, number][] = [depot];
          for (const stop of route.stops) {
            if (stop.lat === null || stop.lng === null) continue;
            const at: [number, number] = [stop.lat, stop.lng];
            line.push(at);
            bounds.push(at);
            if (editable) draggableStop(L, stop, at, color, edits).addTo(map);
            else
              L.circleMarker(at, { radius: 11, color, fillColor: stop.done ? '#adb5bd' : color, fillOpacity: 0.9 })
                .bindTooltip(`${stop.position}. ${stop.label}`, { permanent: true, direction: 'center', className: 'tour-map-number' })
                .addTo(map);
          }
          line.push(depot);
          L.polyline(line, { color, weight: 3, opacity: 0.7 }).addTo(map);
        }
        if (bounds.length > 1) map.fitBounds(bounds, { padding: [24, 24] });
        else map.setView(bounds[0] ?? [50.64, 5.57], 13);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [key, tiles.data, editable]);

  return (
    <Box>
      <div
        ref={element}
        aria-hidden="true"
        style={{ height, width: '100%', borderRadius: 8, zIndex: 0, cursor: editing?.placing != null ? 'crosshair' : undefined }}
        data-testid="tour-map"
      />
      <Text size="xs" c="dimmed" mt={4}>
        {tiles.data?.attribution ?? t('mapCredit')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('mapAlternative')}
      </Text>
    </Box>
  );
}

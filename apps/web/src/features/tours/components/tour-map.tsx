import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import 'leaflet/dist/leaflet.css';

export type MapStop = { id: number; position: number; lat: number | null; lng: number | null; label: string; done?: boolean };
export type MapRoute = { depot: { lat: number; lng: number; address: string }; stops: MapStop[]; color?: string };

type Tiles = { url: string; attribution: string };

/**
 * The tours on a map (Leaflet, decision 032): the store, the stops numbered in order, the route between them. Tiles
 * from the server's MAP_TILE_URL (OpenStreetMap by default). Leaflet is only loaded with this component (a lazy
 * route), never on the first page. The map is hidden from screen readers: the page lists the same stops in order.
 */
export function TourMap({ routes, height = 360 }: { routes: MapRoute[]; height?: number }) {
  const { t } = useTranslation('tours');
  const element = useRef<HTMLDivElement>(null);
  const tiles = useQuery({ queryKey: ['tours', 'map-tiles'], queryFn: () => apiClient.get<Tiles>('/tours/map-tiles'), staleTime: Infinity });
  const key = JSON.stringify(routes);

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
        const bounds: [number, number][] = [];
        for (const route of routes) {
          const color = route.color ?? '#1c7ed6';
          const depot: [number, number] = [route.depot.lat, route.depot.lng];
          bounds.push(depot);
          L.circleMarker(depot, { radius: 9, color: '#212529', fillColor: '#fab005', fillOpacity: 1 }).bindTooltip(`${t('store')} – ${route.depot.address}`).addTo(map);
          const line: [number, number][] = [depot];
          for (const stop of route.stops) {
            if (stop.lat === null || stop.lng === null) continue;
            const at: [number, number] = [stop.lat, stop.lng];
            line.push(at);
            bounds.push(at);
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
  }, [key, tiles.data]);

  return (
    <Box>
      <div ref={element} aria-hidden="true" style={{ height, width: '100%', borderRadius: 8, zIndex: 0 }} data-testid="tour-map" />
      <Text size="xs" c="dimmed" mt={4}>
        {tiles.data?.attribution ?? t('mapCredit')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('mapAlternative')}
      </Text>
    </Box>
  );
}

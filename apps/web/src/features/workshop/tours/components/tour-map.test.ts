import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindPlacing, draggableStop, type MapEditing } from '@/features/workshop/tours/components/tour-map';

// Placing a stop by hand on the tour map (decision 035), with the real Leaflet: a click places the stop being
// placed, a dragged stop moves; both give the coordinates the API stores (six decimals).

const stop = { id: 12, position: 3, lat: 50.63, lng: 5.57, label: 'Quai de Rome 25, 4000 Liège' };
let map: L.Map | null = null;

function newMap() {
  const element = document.createElement('div');
  document.body.append(element);
  map = L.map(element).setView([50.64, 5.57], 13);
  return map;
}
afterEach(() => {
  map?.remove();
  map = null;
});

describe('the tour map places stops by hand', () => {
  it('a click while a stop is being placed gives that stop the clicked coordinates', () => {
    const onPlace = vi.fn();
    const editing: { current: MapEditing | undefined } = { current: { placing: null, onPlace } };
    const m = newMap();
    bindPlacing(m, editing);
    m.fire('click', { latlng: L.latLng(50.6201234567, 5.5809876543) });
    expect(onPlace).not.toHaveBeenCalled(); // nothing being placed: a click is only a click
    editing.current = { placing: 12, onPlace };
    m.fire('click', { latlng: L.latLng(50.6201234567, 5.5809876543) });
    expect(onPlace).toHaveBeenCalledWith(12, { lat: 50.620123, lng: 5.580988 });
  });

  it('a stop dragged elsewhere is moved there, and keeps its number', () => {
    const onPlace = vi.fn();
    const editing = { current: { placing: null, onPlace } as MapEditing | undefined };
    const marker = draggableStop(L, stop, [stop.lat, stop.lng], '#1c7ed6', editing).addTo(newMap());
    expect(marker.options.draggable).toBe(true);
    expect(marker.options.title).toBe('3. Quai de Rome 25, 4000 Liège');
    expect(marker.getElement()?.textContent).toBe('3');
    marker.setLatLng([50.61, 5.59]);
    marker.fire('dragend');
    expect(onPlace).toHaveBeenCalledWith(12, { lat: 50.61, lng: 5.59 });
  });
});

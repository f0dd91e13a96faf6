import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Competitor } from '@shared/market-intelligence';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import { useMapTiles } from './api';

interface CompetitorMapProps {
  centre: { latitude: number; longitude: number };
  radiusMiles: number;
  competitors: Competitor[];
  label: string;
}

const METRES_PER_MILE = 1609.344;

/**
 * The location, its drive-time circle and the directory gyms within it, drawn with Leaflet
 * (components/map/use-leaflet-map.ts imports it when the map mounts; its stylesheet comes with this
 * page, so neither is in a first visit's chunks). This component is a static part of the page: a
 * lazy component inside the lazy page made the bundler split React into a chunk of its own, on
 * every first visit. The list of
 * competitors beside it carries the same facts for the keyboard and screen readers; the map is a
 * picture of it.
 */
export function CompetitorMap({ centre, radiusMiles, competitors, label }: CompetitorMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const tiles = useMapTiles();
  const { leaflet, failed } = useLeafletMap(element, tiles.data);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const here: [number, number] = [centre.latitude, centre.longitude];
    // The view comes first: a circle knows its bounds only once the map has one.
    map.fitBounds(L.latLng(here).toBounds(radiusMiles * METRES_PER_MILE * 2), { padding: [8, 8] });
    const layers = L.layerGroup().addTo(map);
    L.circle(here, {
      radius: radiusMiles * METRES_PER_MILE,
      color: '#1e3a8a',
      weight: 1,
      fillOpacity: 0.06,
    }).addTo(layers);
    L.circleMarker(here, { radius: 8, color: '#1e3a8a', fillColor: '#facc15', fillOpacity: 1 })
      .bindTooltip('Your location')
      .addTo(layers);
    for (const c of competitors) {
      L.circleMarker([c.latitude, c.longitude], { radius: 6, color: '#b91c1c', fillOpacity: 0.8 })
        .bindTooltip(`${c.name} · ${c.distanceMiles.toFixed(1)} mi`)
        .addTo(layers);
    }
    return () => {
      layers.remove();
    };
  }, [leaflet, centre.latitude, centre.longitude, radiusMiles, competitors]);

  if (failed || tiles.isError) {
    return (
      <p className="text-sm text-slate-600">The map could not be drawn; the list of competitors has the same facts.</p>
    );
  }
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className="h-72 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96"
    />
  );
}

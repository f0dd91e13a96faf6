import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';
import type { GymLocationInput, MapGym } from '@shared/gym-map';
import { useLeafletMap, type LeafletModule } from '@/components/map/use-leaflet-map';
import { useMapTiles } from './api';

/** What a page may ask of the map: show a gym (zoom to it, open its popup), put a marker back, read the centre. */
export interface GymMapHandle {
  show(id: number): void;
  restore(id: number): void;
  centre(): GymLocationInput | null;
}

interface GymClusterMapProps {
  gyms: MapGym[];
  /** The map's accessible name. */
  label: string;
  handle?: RefObject<GymMapHandle | null>;
  /** Markers an admin may drag; `onMoved` hears where one was dropped. */
  draggable?: boolean;
  onMoved?: (gym: MapGym, point: GymLocationInput) => void;
  onSelect?: (gym: MapGym) => void;
  className?: string;
}

/** North America, for a map with no gym on it yet. */
const CONTINENT: [number, number] = [42, -96];

const six = (n: number) => Math.round(n * 1e6) / 1e6;
const placeOf = (gym: MapGym) => [gym.city, gym.state].filter(Boolean).join(', ');

/** The popup: the gym's name, city and state, and its entry in the network directory (text nodes only). */
function popupOf(gym: MapGym): HTMLElement {
  const box = document.createElement('div');
  box.className = 'grid gap-1 text-sm';
  const name = document.createElement('strong');
  name.textContent = gym.name;
  const place = document.createElement('span');
  place.textContent = placeOf(gym);
  const link = document.createElement('a');
  link.href = `/gym-network?search=${encodeURIComponent(gym.name)}`;
  link.textContent = 'See it in the gym network';
  link.className = 'font-semibold text-brand-800 underline';
  box.append(name, place, link);
  return box;
}

function pinOf(L: LeafletModule): Leaflet.DivIcon {
  return L.divIcon({
    className: 'gym-map-pin',
    html: '<span aria-hidden="true" class="block size-5 -rotate-45 rounded-full rounded-bl-none border-2 border-white bg-brand-700 shadow-md"></span>',
    iconSize: [20, 20],
    iconAnchor: [10, 20],
    popupAnchor: [0, -18],
  });
}

/** A cluster's bubble (the plugin's look), named by its count for screen readers: "12 gyms". */
function clusterIconOf(L: LeafletModule) {
  return (cluster: Leaflet.MarkerCluster) => {
    const n = cluster.getChildCount();
    const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';
    return L.divIcon({
      html: `<div><span>${n}<span class="sr-only"> gyms</span></span></div>`,
      className: `marker-cluster marker-cluster-${size}`,
      iconSize: L.point(40, 40),
    });
  };
}

/**
 * Every gym as a marker, clustered where they crowd (leaflet.markercluster), each with a popup.
 * The first drawing fits the view to the gyms; a new list (after a move) keeps the admin's view.
 * Pages put a list of the same gyms beside it for the keyboard and screen readers.
 */
export function GymClusterMap({
  gyms,
  label,
  handle,
  draggable = false,
  onMoved,
  onSelect,
  className,
}: GymClusterMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const tiles = useMapTiles();
  const { leaflet, failed } = useLeafletMap(element, tiles.data, { clusters: true });
  const markers = useRef(new Map<number, Leaflet.Marker>());
  const cluster = useRef<Leaflet.MarkerClusterGroup | null>(null);
  const fitted = useRef(false);
  const listeners = useRef({ onMoved, onSelect });
  listeners.current = { onMoved, onSelect };

  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    if (!fitted.current) {
      fitted.current = true;
      if (gyms.length) map.fitBounds(L.latLngBounds(gyms.map((g) => [g.latitude, g.longitude])), { padding: [24, 24] });
      else map.setView(CONTINENT, 3);
    }
    const group = L.markerClusterGroup({ iconCreateFunction: clusterIconOf(L), showCoverageOnHover: false });
    const pin = pinOf(L);
    const byId = new Map<number, Leaflet.Marker>();
    for (const gym of gyms) {
      const marker = L.marker([gym.latitude, gym.longitude], { icon: pin, title: gym.name, draggable, keyboard: true });
      marker.bindPopup(() => popupOf(gym));
      marker.on('click', () => listeners.current.onSelect?.(gym));
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        listeners.current.onMoved?.(gym, { latitude: six(at.lat), longitude: six(at.lng) });
      });
      byId.set(gym.id, marker);
      group.addLayer(marker);
    }
    markers.current = byId;
    cluster.current = group;
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
      cluster.current = null;
    };
  }, [leaflet, gyms, draggable]);

  useEffect(() => {
    if (!handle) return;
    handle.current = {
      show(id) {
        const marker = markers.current.get(id);
        if (!marker || !cluster.current) return;
        element.current?.scrollIntoView({ block: 'nearest' });
        cluster.current.zoomToShowLayer(marker, () => marker.openPopup());
      },
      restore(id) {
        const gym = gyms.find((g) => g.id === id);
        markers.current.get(id)?.setLatLng(gym ? [gym.latitude, gym.longitude] : [0, 0]);
      },
      centre() {
        if (!leaflet) return null;
        const c = leaflet.map.getCenter();
        return { latitude: six(c.lat), longitude: six(c.lng) };
      },
    };
  }, [handle, leaflet, gyms]);

  if (failed || tiles.isError) {
    return <p className="text-sm text-slate-600">The map could not be drawn; the list of gyms has the same places.</p>;
  }
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className={
        className ?? 'h-[26rem] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 lg:h-[36rem]'
      }
    />
  );
}

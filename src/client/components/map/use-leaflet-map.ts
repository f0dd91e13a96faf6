import type * as Leaflet from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';

export type LeafletModule = typeof Leaflet;

export interface LeafletMap {
  L: LeafletModule;
  map: Leaflet.Map;
}

let clustered: Promise<LeafletModule> | null = null;

/**
 * Leaflet, imported when a map mounts (never from the shell: the first visit does not carry it),
 * with the marker cluster plugin when asked. The plugin extends a global `L`; Leaflet's ES module
 * build (vite.config.ts) sets none and its namespace is read-only, so the plugin gets a plain copy
 * of it as `L` and that copy, with L.markerClusterGroup, is what the map draws with.
 */
function loadLeaflet(clusters: boolean): Promise<LeafletModule> {
  if (!clusters) return import('leaflet');
  clustered ??= import('leaflet')
    .then(async (leaflet) => {
      const L = { ...leaflet } as LeafletModule;
      (globalThis as { L?: LeafletModule }).L = L;
      await import('leaflet.markercluster');
      return L;
    })
    .catch((error: unknown) => {
      clustered = null;
      throw error;
    });
  return clustered;
}

/**
 * The one way a page draws a Leaflet map: once `tiles` are known, Leaflet is loaded, a map is made
 * on `host` with the tile layer and its attribution, and `{ L, map }` is handed back for the page
 * to draw its layers on (set the view first: a layer may need the map's view). The map is removed
 * when the page unmounts; `failed` says Leaflet could not be loaded.
 */
export function useLeafletMap(
  host: RefObject<HTMLElement | null>,
  tiles: { tileUrl: string; attribution: string } | undefined,
  options: { clusters?: boolean; maxZoom?: number } = {},
): { leaflet: LeafletMap | null; failed: boolean } {
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const [failed, setFailed] = useState(false);
  const clusters = options.clusters ?? false;
  const maxZoom = options.maxZoom ?? 18;
  const tileUrl = tiles?.tileUrl;
  const attribution = tiles?.attribution;

  useEffect(() => {
    const element = host.current;
    if (!element || tileUrl === undefined) return;
    let disposed = false;
    let made: Leaflet.Map | null = null;
    loadLeaflet(clusters)
      .then((L) => {
        if (disposed) return;
        made = L.map(element, { scrollWheelZoom: false, maxZoom });
        L.tileLayer(tileUrl, { attribution, maxZoom }).addTo(made);
        setLeaflet({ L, map: made });
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      made?.remove();
      setLeaflet(null);
    };
  }, [host, tileUrl, attribution, clusters, maxZoom]);

  return { leaflet, failed };
}

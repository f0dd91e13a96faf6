import { z } from 'zod';
import { gymMapMessages as m } from '../../../shared/gym-map';
import type { HostPacer } from '../../platform/host-pacer';
import { httpClient, OutboundError, type HttpClient } from '../../platform/http-client';

/**
 * The geocoding adapter: a gym's address in, a point (or no match) out. The default speaks the
 * search API of Nominatim (OpenStreetMap's geocoder, GEOCODER_URL) through the one outbound HTTP
 * client, with a User-Agent that names the product and at most one request a second (Nominatim's
 * usage policy), however many requests and jobs ask at once. Decision 0169.
 */
export interface GeocodeAddress {
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
}

export interface GeocodeMatch {
  latitude: number;
  longitude: number;
  /** The place the geocoder matched, in its words. */
  label: string;
}

export interface Geocoder {
  /** The best match, or null when the geocoder knows no such place. Throws GeocoderError when it fails. */
  locate(address: GeocodeAddress): Promise<GeocodeMatch | null>;
}

/** The geocoder could not be reached or answered out of shape; `message` is for the admin. */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

/** Whether an address has enough to look up: a city or a zip code. */
export const canGeocode = (a: GeocodeAddress): boolean => Boolean(a.city?.trim() || a.zip?.trim());

/** Nominatim's structured search (street, city, state, postalcode, country): one best match. */
export function searchUrl(base: string, a: GeocodeAddress): string {
  const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
  const parts: [string, string | null][] = [
    ['street', a.addressLine1],
    ['city', a.city],
    ['state', a.province || a.state],
    ['postalcode', a.zip],
    ['country', a.country],
  ];
  for (const [name, value] of parts) if (value?.trim()) url.searchParams.set(name, value.trim());
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  return url.toString();
}

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);
const answerSchema = z.array(
  z.object({
    lat: coordinate(-90, 90),
    lon: coordinate(-180, 180),
    display_name: z.string().optional(),
  }),
);

/** Six decimals, as the gyms table keeps them (about 10 cm). */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function nominatimGeocoder(options: {
  baseUrl: string;
  userAgent: string;
  pacer: HostPacer;
  client?: HttpClient;
}): Geocoder {
  // The configured service is an operator's setting, not data: its host may be a local mirror.
  const client = options.client ?? httpClient({ timeoutMs: 10_000, allowHosts: [new URL(options.baseUrl).hostname] });
  return {
    async locate(address) {
      const url = searchUrl(options.baseUrl, address);
      await options.pacer.wait(new URL(url).host);
      let res;
      try {
        res = await client.fetch(url, { headers: { 'user-agent': options.userAgent, accept: 'application/json' } });
      } catch (error) {
        if (error instanceof OutboundError) throw new GeocoderError(m.geocoderDown, { cause: error });
        throw error;
      }
      if (!res.ok) throw new GeocoderError(m.geocoderDown, { cause: new Error(`The geocoder answered ${res.status}`) });
      let parsed;
      try {
        parsed = answerSchema.safeParse(res.json());
      } catch (error) {
        throw new GeocoderError(m.geocoderOutOfShape, { cause: error });
      }
      if (!parsed.success) throw new GeocoderError(m.geocoderOutOfShape, { cause: parsed.error });
      const best = parsed.data[0];
      if (!best) return null;
      return { latitude: round6(best.lat), longitude: round6(best.lon), label: best.display_name ?? '' };
    },
  };
}

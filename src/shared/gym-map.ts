import { z } from 'zod';
import { gymMessages } from './gyms';
import { pageQuery, pageSchema } from './paging';

/**
 * The gym map (/map, /admin/gym-map): the active gyms with coordinates, placing a gym by hand or
 * from its address through the geocoder, and the gyms still without coordinates.
 */
export const gymMapMessages = {
  latitude: gymMessages.latitude,
  longitude: gymMessages.longitude,
  noAddress: 'This gym has no address to look up: add its city or zip code first, or drag it onto the map',
  noMatch: 'No place matches this address: check the address, or drag the gym onto the map by hand',
  geocoderDown: 'The geocoding service could not be reached; try again in a minute',
  geocoderOutOfShape: 'The geocoding service answered in a form that could not be read; try again later',
} as const;
const m = gymMapMessages;

/** GET /api/map/gyms: one marker. Coordinates are numbers. */
export const mapGymSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MapGym = z.infer<typeof mapGymSchema>;

/** GET /api/map/tiles: the tile template the server is set up with (MAP_TILE_URL) and its credit. */
export const mapTilesSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

const degrees = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** PUT /api/admin/gym-map/gyms/:id/location: where a gym stands. */
export const gymLocationSchema = z.object({
  latitude: degrees(-90, 90, m.latitude),
  longitude: degrees(-180, 180, m.longitude),
});
export type GymLocationInput = z.infer<typeof gymLocationSchema>;

const point = z.object({ latitude: z.number(), longitude: z.number() });

/** The answer of a placement: where the gym is now and where it was (null: nowhere), for undo. */
export const gymPlacementSchema = z.object({
  id: z.number(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  previous: point.nullable(),
  /** What the geocoder matched (geocoding only). */
  matched: z.string().nullable(),
});
export type GymPlacement = z.infer<typeof gymPlacementSchema>;

/** GET /api/admin/gym-map/missing: active gyms without coordinates, by name, paged. */
export const missingGymQuerySchema = pageQuery.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const missingGymSchema = z.object({
  id: z.number(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  country: z.string(),
});
export type MissingGym = z.infer<typeof missingGymSchema>;
export const missingGymPageSchema = pageSchema(missingGymSchema);

/** The result of the "geocode all missing" job. */
export interface GeocodeAllResult {
  geocoded: number;
  unmatched: { id: number; name: string; reason: string }[];
}

/**
 * Distances between places on the Earth taken as a sphere (spec 000 §9: great-circle distance with
 * an Earth radius of 3959 miles; the nearby-gym search looks 5 miles around a gym unless asked).
 */
export const EARTH_RADIUS_MILES = 3959;
export const NEARBY_DEFAULT_MILES = 5;
/** A wider radius than this is searched as this one. */
export const NEARBY_MAX_MILES = 100;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in miles between two points given in degrees. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // Rounding can lift h a hair above 1 for antipodal points; asin of that is NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/** Miles to two decimals, as the nearby list shows them. */
export const roundMiles = (miles: number): number => Math.round(miles * 100) / 100;

/**
 * The latitude and longitude window that holds every point within `miles` of `center` (the
 * bounding circle's exact extent): a cheap prefilter an index can answer before the exact distance
 * is computed. When the circle reaches a pole or crosses the antimeridian, the longitude range is
 * the whole circle.
 */
export function boundingBox(center: LatLng, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const degrees = (r: number) => (r * 180) / Math.PI;
  const minLat = center.latitude - degrees(angle);
  const maxLat = center.latitude + degrees(angle);
  const ratio = Math.sin(angle) / Math.cos(radians(center.latitude));
  const dLng = minLat > -90 && maxLat < 90 && ratio < 1 ? degrees(Math.asin(ratio)) : 180;
  const minLng = center.longitude - dLng;
  const maxLng = center.longitude + dLng;
  const whole = minLng < -180 || maxLng > 180;
  return {
    minLat: Math.max(-90, minLat),
    maxLat: Math.min(90, maxLat),
    minLng: whole ? -180 : minLng,
    maxLng: whole ? 180 : maxLng,
  };
}

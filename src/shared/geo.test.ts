import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles, EARTH_RADIUS_MILES, roundMiles, type LatLng } from './geo';

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMiles (great circle, Earth radius 3959 miles)', () => {
  it('measures known distances', () => {
    // One degree of latitude is 2πR/360 miles.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      (2 * Math.PI * EARTH_RADIUS_MILES) / 360,
      6,
    );
    // Chicago (Elston Ave) to Springfield, IL: about 183 miles.
    const chicago = { latitude: 41.941528, longitude: -87.705765 };
    const springfield = { latitude: 39.781721, longitude: -89.650148 };
    expect(distanceMiles(chicago, springfield)).toBeGreaterThan(175);
    expect(distanceMiles(chicago, springfield)).toBeLessThan(190);
    // Antipodes: half the circumference, not NaN.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      6,
    );
  });

  it('is zero for the same point, symmetric, non-negative, finite and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMiles(a, a)).toBe(0);
        const d = distanceMiles(a, b);
        expect(Number.isFinite(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_MILES + 1e-6);
        expect(Math.abs(d - distanceMiles(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it('rounds miles to two decimals', () => {
    expect(roundMiles(1.234)).toBe(1.23);
    expect(roundMiles(1.235001)).toBe(1.24);
    expect(roundMiles(0)).toBe(0);
  });
});

describe('boundingBox', () => {
  const inside = (box: ReturnType<typeof boundingBox>, p: LatLng) =>
    p.latitude >= box.minLat && p.latitude <= box.maxLat && p.longitude >= box.minLng && p.longitude <= box.maxLng;

  it('holds every point within the radius', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0.1, max: 100, noNaN: true }), (center, other, miles) => {
        if (distanceMiles(center, other) <= miles) expect(inside(boundingBox(center, miles), other)).toBe(true);
      }),
    );
  });

  it('holds points near the center: a point at the radius in any direction', () => {
    fc.assert(
      fc.property(
        fc.record({
          latitude: fc.double({ min: -80, max: 80, noNaN: true }),
          longitude: fc.double({ min: -170, max: 170, noNaN: true }),
        }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        (center, bearing, miles) => {
          // The point `miles` away along `bearing` (the destination formula), a hair inside.
          const d = (miles * 0.999) / EARTH_RADIUS_MILES;
          const lat1 = (center.latitude * Math.PI) / 180;
          const lng1 = (center.longitude * Math.PI) / 180;
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
          const lng2 =
            lng1 +
            Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
          const p = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
          expect(inside(boundingBox(center, miles), p)).toBe(true);
        },
      ),
    );
  });
});

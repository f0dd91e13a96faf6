import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atPosition, centred, cropRect, fullFrame, maxZoom, position, previewStyle, settle } from './crop';

const CARD = 16 / 9;

describe('the crop frame', () => {
  it('starts as the largest centred frame of the shape', () => {
    // 1600 × 1200 at 16:9: 1600 × 900, 150 px from the top.
    const size = { width: 1600, height: 1200 };
    expect(fullFrame(size, CARD)).toEqual({ width: 1600, height: 900 });
    expect(cropRect(size, CARD, centred(size))).toEqual({ x: 0, y: 150, width: 1600, height: 900 });
    // A tall 900 × 1600 picture, square: 900 × 900, 350 px from the top.
    expect(cropRect({ width: 900, height: 1600 }, 1, centred({ width: 900, height: 1600 }))).toEqual({
      x: 0,
      y: 350,
      width: 900,
      height: 900,
    });
  });

  it('zooms in around its centre, no further than the smallest crop the server takes', () => {
    const size = { width: 1600, height: 1200 };
    // 1600 wide at zoom 1; the server's 320 px minimum allows zoom 5.
    expect(maxZoom(size, CARD, 320)).toBe(5);
    const zoomed = settle(size, CARD, { ...centred(size), zoom: 2 }, 5);
    expect(cropRect(size, CARD, zoomed)).toEqual({ x: 400, y: 375, width: 800, height: 450 });
    expect(settle(size, CARD, { ...centred(size), zoom: 9 }, 5).zoom).toBe(5);
    expect(settle(size, CARD, { ...centred(size), zoom: 0.2 }, 5).zoom).toBe(1);
    // A picture too small for the minimum never zooms.
    expect(maxZoom({ width: 300, height: 200 }, CARD, 320)).toBe(1);
  });

  it('stays inside the picture when moved past an edge', () => {
    const size = { width: 1600, height: 1200 };
    const far = settle(size, CARD, { zoom: 2, cx: 5000, cy: -300 }, 5);
    expect(cropRect(size, CARD, far)).toEqual({ x: 800, y: 0, width: 800, height: 450 });
  });

  it('reads and sets its position along each axis from 0 to 100', () => {
    const size = { width: 1600, height: 1200 };
    const frame = settle(size, CARD, { ...centred(size), zoom: 2 }, 5);
    expect(position(size, CARD, frame, 'x')).toBe(50);
    // At zoom 1 the frame is as wide as the picture: it cannot move sideways.
    expect(position(size, CARD, centred(size), 'x')).toBeNull();
    const right = atPosition(size, CARD, frame, 'x', 100);
    expect(cropRect(size, CARD, right).x).toBe(800);
    const top = atPosition(size, CARD, frame, 'y', 0);
    expect(cropRect(size, CARD, top).y).toBe(0);
    expect(position(size, CARD, top, 'y')).toBe(0);
  });

  it('draws the preview by percentages of the box', () => {
    expect(previewStyle({ width: 1600, height: 1200 }, { x: 400, y: 225, width: 800, height: 450 })).toEqual({
      width: '200%',
      left: '-50%',
      top: '-50%',
    });
  });

  it('always sends a whole-pixel crop inside the picture, of the shape within a pixel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 8000 }),
        fc.integer({ min: 64, max: 8000 }),
        fc.constantFrom(CARD, 1),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: -10_000, max: 20_000, noNaN: true }),
        fc.double({ min: -10_000, max: 20_000, noNaN: true }),
        (width, height, aspect, zoom, cx, cy) => {
          const size = { width, height };
          const max = maxZoom(size, aspect, 64);
          const crop = cropRect(size, aspect, settle(size, aspect, { zoom, cx, cy }, max));
          for (const v of Object.values(crop)) expect(Number.isInteger(v)).toBe(true);
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.width).toBeLessThanOrEqual(width);
          expect(crop.y + crop.height).toBeLessThanOrEqual(height);
          expect(Math.abs(crop.width / aspect - crop.height)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

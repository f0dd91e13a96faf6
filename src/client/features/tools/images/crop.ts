import type { CropRect } from '@shared/tools/images';

/**
 * The crop frame of the picture dialog (decision 0126), as plain numbers: the picture's size, the
 * frame's shape (16:9 for a card, 1 for the logo), how far it is zoomed in and where its centre
 * sits, in pixels of the picture as displayed. The screen draws from these and sends `cropRect`.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Frame {
  /** 1: the largest frame of the shape that fits; 2: half as wide; up to `maxZoom`. */
  zoom: number;
  /** The frame's centre, in picture pixels. */
  cx: number;
  cy: number;
}

/** The largest rectangle of the shape inside the picture (the frame at zoom 1). */
export function fullFrame(size: Size, aspect: number): Size {
  const width = Math.min(size.width, size.height * aspect);
  return { width, height: width / aspect };
}

/** How far the frame may zoom in before it is narrower than `minWidth` pixels (at least 1). */
export function maxZoom(size: Size, aspect: number, minWidth: number): number {
  return Math.max(1, fullFrame(size, aspect).width / minWidth);
}

/** The frame centred and at zoom 1. */
export function centred(size: Size): Frame {
  return { zoom: 1, cx: size.width / 2, cy: size.height / 2 };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The frame's size at its zoom. */
export function frameSize(size: Size, aspect: number, zoom: number): Size {
  const full = fullFrame(size, aspect);
  return { width: full.width / zoom, height: full.height / zoom };
}

/** The frame kept whole inside the picture and its zoom within 1…max. */
export function settle(size: Size, aspect: number, frame: Frame, max: number): Frame {
  const zoom = clamp(frame.zoom, 1, max);
  const { width, height } = frameSize(size, aspect, zoom);
  return {
    zoom,
    cx: clamp(frame.cx, width / 2, size.width - width / 2),
    cy: clamp(frame.cy, height / 2, size.height - height / 2),
  };
}

/** The crop to send: whole pixels, inside the picture, of the frame's shape to the pixel. */
export function cropRect(size: Size, aspect: number, frame: Frame): CropRect {
  const exact = frameSize(size, aspect, frame.zoom);
  const width = Math.max(1, Math.min(size.width, Math.round(exact.width)));
  const height = Math.max(1, Math.min(size.height, Math.round(width / aspect)));
  return {
    x: clamp(Math.round(frame.cx - width / 2), 0, size.width - width),
    y: clamp(Math.round(frame.cy - height / 2), 0, size.height - height),
    width,
    height,
  };
}

/**
 * Where the frame sits along one axis, from 0 (left or top edge) to 100 (right or bottom edge);
 * null when it fills that axis and cannot move along it.
 */
export function position(size: Size, aspect: number, frame: Frame, axis: 'x' | 'y'): number | null {
  const frameLength = frameSize(size, aspect, frame.zoom)[axis === 'x' ? 'width' : 'height'];
  const travel = (axis === 'x' ? size.width : size.height) - frameLength;
  if (travel < 0.5) return null;
  const start = (axis === 'x' ? frame.cx : frame.cy) - frameLength / 2;
  return Math.round((start / travel) * 1000) / 10;
}

/** The frame moved to a position (0–100) along one axis. */
export function atPosition(size: Size, aspect: number, frame: Frame, axis: 'x' | 'y', percent: number): Frame {
  const frameLength = frameSize(size, aspect, frame.zoom)[axis === 'x' ? 'width' : 'height'];
  const travel = (axis === 'x' ? size.width : size.height) - frameLength;
  const centre = (clamp(percent, 0, 100) / 100) * Math.max(0, travel) + frameLength / 2;
  return axis === 'x' ? { ...frame, cx: centre } : { ...frame, cy: centre };
}

/**
 * How the live preview draws the picture inside a box of the frame's shape: the picture's width and
 * offsets as percentages of the box (CSS `left` and `width` of the box's width, `top` of its height).
 */
export function previewStyle(size: Size, crop: CropRect) {
  return {
    width: `${(size.width / crop.width) * 100}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  };
}

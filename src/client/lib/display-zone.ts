import { createContext } from 'react';

/**
 * The zone instants are shown in: the reader's own, except while a server-rendered page hydrates,
 * when it is the zone the server rendered in (its `tz` cookie, else UTC), so both write the same
 * text; App.tsx then switches to the reader's zone (docs/decisions/0149-server-rendering.md).
 * Kept apart from format.ts so the app shell does not carry the formats.
 */
let zone: string | undefined;
let readers = true;

/**
 * Shows instants in `next` (an IANA name), or in the runtime's own zone with undefined.
 * `isReaders` is false while a page the server rendered without knowing the reader's zone
 * hydrates (in UTC): what only makes sense in the reader's own zone waits until then.
 */
export function setDisplayZone(next: string | undefined, isReaders = true): void {
  zone = next;
  readers = isReaders;
}

/**
 * The display zone and whether it is the reader's ('UTC false'), as App.tsx last drew the page
 * in. Each page reads it (route-element.tsx), so a change draws the page again where it stands:
 * its times change in place, nothing is mounted twice.
 */
export const DisplayZoneContext = createContext('');

/** Whether the display zone is the reader's own (events add "your time" only then). */
export function displayZoneIsReaders(): boolean {
  return readers;
}

/** The zone set, or undefined for the runtime's own. */
export function displayZone(): string | undefined {
  return zone;
}

/** Whether a page has been drawn in the browser, and what App.tsx does then. */
let shown = false;
let onPageShown: (() => void) | null = null;

/** App.tsx: `callback` runs once a page has hydrated or rendered (at once if one has already). */
export function whenPageShown(callback: () => void): void {
  onPageShown = callback;
  if (shown) callback();
}

/** route-element.tsx: the page is on screen and answers. */
export function pageShown(): void {
  shown = true;
  onPageShown?.();
}

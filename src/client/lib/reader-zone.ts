import { BOOT_SCRIPT, READER_ZONE_COOKIE } from '@shared/server-render';

/** The reader's own time zone (an IANA name such as 'America/Denver'). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The reader's zone, read in a worker (/boot.js, src/client/boot.ts, which a server-rendered page
 * has loaded already): the first time a page asks for the default zone the browser loads its zone
 * data, a task long enough (about 50 ms on a laptop, four times that on a phone) to hold up a page
 * that has just been drawn. Read in the page itself where the worker fails.
 */
export function readerZoneOffThread(): Promise<string> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(BOOT_SCRIPT);
    } catch {
      resolve(readerZone());
      return;
    }
    const done = (zone: string) => {
      worker.terminate();
      resolve(zone);
    };
    worker.onmessage = (event: MessageEvent<unknown>) =>
      done(typeof event.data === 'string' && event.data ? event.data : readerZone());
    worker.onerror = () => done(readerZone());
  });
}

/** Tells the server the reader's zone, so the pages it renders show times as the reader reads them. */
export function rememberReaderZone(zone: string): void {
  const value = encodeURIComponent(zone);
  if (document.cookie.split('; ').includes(`${READER_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${READER_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}

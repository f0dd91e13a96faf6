import { READER_ZONE_COOKIE } from '@shared/server-render';

/** The reader's own time zone (an IANA name such as 'America/Denver'). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Tells the server the reader's zone, so the pages it renders show times as the reader reads them. */
export function rememberReaderZone(zone: string): void {
  const value = encodeURIComponent(zone);
  if (document.cookie.split('; ').includes(`${READER_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${READER_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}

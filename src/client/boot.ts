/**
 * /boot.js, built on its own (scripts/build-boot.mjs) and served from dist/client: the one
 * script a server-rendered page names (src/server/platform/boot-after-paint.ts, decision 0151).
 *
 * - In the page, it adds the app's entry module (its address is the data-entry attribute) once the
 *   browser reports the page's first contentful paint: the content is in the HTML, so the app's
 *   script should not stand between the response and that paint. Without paint timing it waits
 *   for the first frame; in a tab opened in the background it starts at once; in any case within
 *   3 s.
 * - As a worker (lib/reader-zone.ts `readerZoneOffThread`), it answers with the reader's time
 *   zone: reading it the first time loads the browser's zone data, a task too long to run on the
 *   main thread of a page that has just been drawn.
 *
 * Plain script, no imports: the content security policy allows no inline script, and the file's
 * address does not change between builds.
 */

if (typeof document === 'undefined') {
  postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
} else {
  const page = document;
  let me = page.currentScript as HTMLScriptElement | null;
  const boot = () => {
    if (!me) return;
    const entry = page.createElement('script');
    entry.type = 'module';
    entry.src = me.dataset.entry ?? '';
    page.head.appendChild(entry);
    me = null;
  };
  const soon = () => setTimeout(boot);
  setTimeout(boot, 3000);
  if (page.visibilityState === 'hidden') boot();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      soon();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(soon);
}

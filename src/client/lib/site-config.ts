/**
 * Outside addresses the site links to, in one place. Each can be set at build time
 * (VITE_OWNERS_GROUP_URL, VITE_BREAKFAST_CLUB_GROUP_URL) without touching the code.
 */
export const COMMUNITY_LINKS = {
  owners: import.meta.env.VITE_OWNERS_GROUP_URL ?? 'https://www.facebook.com/groups/gymownersnetwork',
  breakfastClub:
    import.meta.env.VITE_BREAKFAST_CLUB_GROUP_URL ?? 'https://www.facebook.com/groups/thebreakfastclubgyms',
} as const;

export const BRAND_NAME = 'The Breakfast Club';

/**
 * The YouTube id of the home page's intro video: the server's INTRO_VIDEO_ID setting, which it
 * writes into the page as <meta name="intro-video-id">. Null when the club has not set one.
 */
export function introVideoId(): string | null {
  if (typeof document === 'undefined') return serverSite.introVideoId;
  return document.querySelector('meta[name="intro-video-id"]')?.getAttribute('content') || null;
}

/**
 * The logo an admin uploaded (the server writes it into the page as <meta name="site-logo">), or
 * null while the drawn mark shows. The admin screen sets a new one, and every mounted logo follows.
 */
let logo: string | null | undefined;

/** What the server renderer knows of the site, where there is no <meta> to read. */
const serverSite: { introVideoId: string | null; logo: string | null } = { introVideoId: null, logo: null };

/** Called by the server renderer (entry-server.tsx) before it renders a page. */
export function configureServerSite(site: { introVideoId: string | null; logo: string | null }): void {
  serverSite.introVideoId = site.introVideoId;
  serverSite.logo = site.logo;
}
const logoListeners = new Set<() => void>();

export function siteLogoUrl(): string | null {
  if (typeof document === 'undefined') return serverSite.logo;
  if (logo === undefined) {
    logo = document.querySelector('meta[name="site-logo"]')?.getAttribute('content') || null;
  }
  return logo;
}

export function setSiteLogoUrl(url: string | null): void {
  logo = url;
  for (const listener of logoListeners) listener();
}

export function subscribeSiteLogo(listener: () => void): () => void {
  logoListeners.add(listener);
  return () => logoListeners.delete(listener);
}

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
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="intro-video-id"]')?.getAttribute('content') || null;
}

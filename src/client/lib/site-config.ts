/**
 * Outside addresses the site links to, in one place. Each can be set at build time
 * (VITE_OWNERS_GROUP_URL, VITE_BREAKFAST_CLUB_GROUP_URL) without touching the code.
 */
export const COMMUNITY_LINKS = {
  owners: import.meta.env.VITE_OWNERS_GROUP_URL ?? 'https://www.facebook.com/groups/gymownersnetwork',
  breakfastClub: import.meta.env.VITE_BREAKFAST_CLUB_GROUP_URL ?? 'https://www.facebook.com/groups/thebreakfastclubgyms',
} as const;

export const BRAND_NAME = 'The Breakfast Club';

/** The YouTube id of the home page's intro video (VITE_INTRO_VIDEO_ID at build time). */
export const INTRO_VIDEO_ID = import.meta.env.VITE_INTRO_VIDEO_ID ?? 'ScMzIvxBSi4';

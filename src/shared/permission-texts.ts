/**
 * The refusal of a route that needs a permission the caller's roles do not grant: it names the
 * permission and what it is for. Kept apart from the sign-in texts, which every first visit loads.
 */
/** What each gym permission is for, as the end of a refusal ("You need the … permission to …"). */
const PERMISSION_PURPOSES: Record<string, string> = {
  'events.rsvp': 'to RSVP to events',
  'events.create': 'to plan a chapter event',
  'chapters.lead': 'to apply to start a chapter',
  'chapters.join': 'to ask to join a chapter',
  'tools.use': 'to use the business tools',
  'tools.financial': 'to use the financial tools',
  'documents.read': 'to read the document repository',
  'documents.manage': "to change the gym's documents",
  'tasks.use': 'to keep a task list',
  'learning.read': 'to use the learning hub',
  'gym.manage': 'to decide who joins the gym',
  'roles.manage': "to change a user's role",
  'messaging.send': "to text and voicemail the gym's families",
};

/** "You need the tools.financial permission to use the financial tools". */
export const permissionRequired = (permission: string) =>
  `You need the ${permission} permission ${PERMISSION_PURPOSES[permission] ?? 'for this'}`;

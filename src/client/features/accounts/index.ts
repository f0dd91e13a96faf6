/** What other client features may use of accounts: the user and permissions. Pages load through the route table. */
export { useAuth } from './use-auth';
export { usePermissions } from './use-permissions';
export type { User } from './types';
export { signInHref } from './redirect';

/** What other client features may use of accounts: who is signed in. Pages load through the route table. */
export { useAuth } from './use-auth';
export type { User } from './types';
export { signInHref } from './redirect';

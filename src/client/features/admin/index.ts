/** What other client code may use of the admin area: the admin frame's navigation (layout/admin-frame.tsx). */
export { AdminNav } from './admin-nav';

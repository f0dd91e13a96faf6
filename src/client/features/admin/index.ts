/**
 * What other client code may use of the admin area: the admin frame's navigation
 * (layout/admin-frame.tsx) and the admin screens with their counts waiting (the member's home).
 */
export { AdminNav } from './admin-nav';
export { useAdminAreas } from './use-admin-areas';

import { useQuery } from '@tanstack/react-query';
import type { RoleItem } from '@shared/accounts';
import type { GymListItem } from '@shared/gyms';

/** GET /api/gyms: the registration picker's list (spec 000 §7). */
export function useGymList() {
  return useQuery<GymListItem[]>({ queryKey: ['/api/gyms'] });
}

/** GET /api/roles: the role list the registration choice is made from (spec 000 §6). */
export function useRoleList() {
  return useQuery<RoleItem[]>({ queryKey: ['/api/roles'] });
}

/** GET /api/admin/roles: every role (member and the admin roles too), for the admins' role picker. */
export function useAllRoles() {
  return useQuery<RoleItem[]>({ queryKey: ['/api/admin/roles'] });
}

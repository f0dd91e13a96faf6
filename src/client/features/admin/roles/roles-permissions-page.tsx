import { AdminPageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useAdminRoles, usePermissionCatalogue } from './api';
import { PermissionMatrix } from './permission-matrix';
import { ContentRelevance } from './relevance';
import { RoleTree } from './role-tree';
import { UserRoles } from './user-roles';

/**
 * /admin/roles-permissions: the role tree, the role × permission matrix, users' extra roles and
 * the content relevant to each role (roles.manage).
 */
export default function RolesPermissionsPage({ path }: PageProps) {
  useRouteTitle(path);
  const roles = useAdminRoles();
  const catalogue = usePermissionCatalogue();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Roles and permissions"
        description="Who can see and change what: the roles, their permissions, users' extra roles and the content each role needs."
      />
      <QueryState query={roles} loadingLabel="Loading the roles" errorFallback="The roles could not be loaded.">
        {(list) => (
          <Tabs defaultValue="roles" className="mt-6">
            <TabsList aria-label="Roles and permissions" className="max-w-2xl grid-cols-4">
              <TabsTrigger value="roles">Roles</TabsTrigger>
              <TabsTrigger value="permissions">Permissions</TabsTrigger>
              <TabsTrigger value="users">Users</TabsTrigger>
              <TabsTrigger value="content">Content</TabsTrigger>
            </TabsList>
            <TabsContent value="roles">
              <RoleTree roles={list} />
            </TabsContent>
            <TabsContent value="permissions">
              <QueryState
                query={catalogue}
                loadingLabel="Loading the permissions"
                errorFallback="The permissions could not be loaded."
              >
                {(groups) => <PermissionMatrix roles={list} catalogue={groups} />}
              </QueryState>
            </TabsContent>
            <TabsContent value="users">
              <UserRoles roles={list} />
            </TabsContent>
            <TabsContent value="content">
              <ContentRelevance roles={list} />
            </TabsContent>
          </Tabs>
        )}
      </QueryState>
    </div>
  );
}

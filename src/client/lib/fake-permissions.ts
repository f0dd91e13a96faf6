/**
 * For tests: a stand-in for usePermissions whose answers each test sets. A test file mocks the
 * hook's module with `fakePermissionsModule` (vi.mock of '@/features/accounts/use-permissions')
 * and calls `resetFakeSession` before each test.
 */
export const fakeSession = { permissions: [] as string[], loading: false };

export function resetFakeSession() {
  fakeSession.permissions = [];
  fakeSession.loading = false;
}

export const fakePermissionsModule = {
  usePermissions: () => ({
    isLoading: fakeSession.loading,
    hasPermission: (name: string) => fakeSession.permissions.includes(name),
  }),
};

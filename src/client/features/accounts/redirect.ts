/**
 * Where to go after signing in: `?redirect=` when it is a path of this site ('/chapter/3'),
 * never another origin ('//evil.example', '/\evil.example', 'https://…'); else the home page.
 */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/auth?redirect=${encodeURIComponent(path)}`;
}

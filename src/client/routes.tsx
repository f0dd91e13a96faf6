import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AdminRoute } from '@/components/layout/admin-route';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ProtectedRoute } from '@/components/layout/protected-route';
import { PageSpinner } from '@/components/ui/spinner';

/** Every page receives the route pattern it was mounted for. */
export interface PageProps {
  path: string;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const HomePage = lazy(() => import('@/features/home/home-page'));
/** The shared page for screens a later feature builds. */
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const BlogPage = lazy(() => import('@/features/articles/blog-page'));
const ArticlePage = lazy(() => import('@/features/articles/article-page'));
const ArticlesAdminPage = lazy(() => import('@/features/articles/admin/articles-admin-page'));
const ArticleEditorPage = lazy(() => import('@/features/articles/admin/article-editor-page'));
const PreparingPage = lazy(() => import('@/components/layout/preparing-page'));
const AboutPage = lazy(() => import('@/features/home/about-page'));
const AdminGymSubmissionsPage = lazy(() => import('@/features/gym-submissions/admin-gym-submissions-page'));
const AdminGymsPage = lazy(() => import('@/features/gyms/admin-gyms-page'));
const AuthPage = lazy(() => import('@/features/accounts/auth-page'));
const ResetPasswordPage = lazy(() => import('@/features/accounts/reset-password-page'));
const ResetPasswordSmsPage = lazy(() => import('@/features/accounts/reset-password-sms-page'));
const ProfilePage = lazy(() => import('@/features/accounts/profile-page'));
const AdminUsersPage = lazy(() => import('@/features/accounts/admin-users/admin-users-page'));

export type Access = 'public' | 'signed-in' | 'admin';

export interface RouteEntry {
  path: string;
  /** The page module; defaults to the preparing page. */
  page?: Page;
}

/** Spec §2, public routes. */
export const publicRoutes: RouteEntry[] = [
  { path: '/', page: HomePage },
  { path: '/auth', page: AuthPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/reset-password-sms', page: ResetPasswordSmsPage },
  { path: '/about', page: AboutPage },
  { path: '/gym-network' },
  { path: '/events' },
  { path: '/events/:id' },
  { path: '/books' },
  { path: '/podcasts' },
  { path: '/class-listings' },
  { path: '/class-table-generator' },
  { path: '/blog', page: BlogPage },
  { path: '/blog/:slug', page: ArticlePage },
  { path: '/breakfast-club' },
  { path: '/breakfast-club/chapters' },
  { path: '/chapter/:id' },
  { path: '/breakfast-club/start-chapter' },
  { path: '/map' },
  { path: '/excel-test' },
];

/** Spec §2, signed-in routes. */
export const signedInRoutes: RouteEntry[] = [
  '/my-events', '/documentation', '/tools', '/tools/market-intelligence', '/tools/marketing-cost',
  '/tools/lead-conversion', '/tools/churn-rate', '/tools/loan', '/tools/breakeven', '/tools/revenue-sqft',
  '/pricing-capacity', '/students-per-class', '/meet-expenses', '/meet-expenses/history', '/meet-expenses/:id/edit',
  '/gym-capacity-planner', '/equipment-maintenance', '/equipment-inspection/:qrCode', '/customer-connect', '/jr-kiosk',
  '/time-audit', '/time-audit/results/:id', '/learning-hub', '/learning', '/learning/:moduleSlug',
  '/learning/:moduleSlug/:sectionSlug', '/breakfast-club/my-chapter', '/breakfast-club/create-event', '/repository',
  '/profile', '/business-tasks', '/my-tasks', '/task-wizard', '/certificates', '/revenue-per-sqft', '/arps-calculator',
  '/pro-shop-pricing', '/feasibility', '/feasibility/:id/wizard', '/feasibility/:id/dashboard',
].map((path) => ({ path }));

/** Spec §2, admin-only routes. */
export const adminRoutes: RouteEntry[] = [
  '/business-listings', '/business-listings/urls', '/admin', '/admin/state-links', '/admin/gyms',
  '/admin/gym-submissions', '/admin/gym-analysis', '/admin/gym-map', '/admin/users', '/admin/events',
  '/admin/learning', '/admin/learning/create', '/admin/learning/modules/:id/edit', '/admin/learning/sections/:id/edit',
  '/admin/articles', '/admin/articles/create', '/admin/articles/:id/edit', '/admin/roles-permissions',
  '/admin/tool-images', '/admin/domain-finder', '/admin/component-importer', '/admin/certificates',
  '/admin/document-types', '/admin/business-tasks', '/admin/business-tasks/:id/edit', '/admin/breakfast-club',
].map((path) => ({ path }));

/** Built screens by route; every other route shows the preparing page. */
const pages: Record<string, Page> = {
  '/admin': AdminPage,
  '/admin/gym-submissions': AdminGymSubmissionsPage,
  '/admin/gyms': AdminGymsPage,
  '/admin/articles': ArticlesAdminPage,
  '/admin/articles/create': ArticleEditorPage,
  '/admin/articles/:id/edit': ArticleEditorPage,
  '/admin/users': AdminUsersPage,
  '/profile': ProfilePage,
};

function renderEntry({ path, page }: RouteEntry, access: Access) {
  const PageComponent = page ?? pages[path] ?? PreparingPage;
  const content = (
    <Suspense fallback={<PageSpinner label="Loading page" />}>
      <PageComponent path={path} />
    </Suspense>
  );
  const element =
    access === 'admin' ? (
      <AdminRoute>{content}</AdminRoute>
    ) : access === 'signed-in' ? (
      <ProtectedRoute>{content}</ProtectedRoute>
    ) : (
      content
    );
  return <Route key={path} path={path} element={element} />;
}

/** The route table with its guards; a failing page shows the error screen inside the layout. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Routes>
        {publicRoutes.map((entry) => renderEntry(entry, 'public'))}
        {signedInRoutes.map((entry) => renderEntry(entry, 'signed-in'))}
        {adminRoutes.map((entry) => renderEntry(entry, 'admin'))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}

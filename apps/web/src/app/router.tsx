import { type ComponentType, type ReactNode, useEffect } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { Outlet, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from './layout/app-layout';

/**
 * Each page module is fetched on first render (one chunk per area) — and guarded pages render
 * only after their guard lets the visitor in, so a denied visitor never downloads them. The
 * layout's <Suspense> shows a spinner meanwhile.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { queries = true }: { queries?: boolean } = {},
): ComponentType {
  return lazyComponent<ComponentType>(async () => ({ default: (await load())[name] }), { queries });
}

type Guard = ComponentType<{ children: ReactNode }>;

/**
 * Guards too: they toast (sonner) and the admin guard asks the server (zod schemas), none of which
 * an anonymous visitor of a public page needs. A guard's chunk loads while the session is being
 * checked, which it has to wait for anyway.
 */
function guard<K extends string>(load: () => Promise<Record<K, Guard>>, name: K): Guard {
  return lazyComponent<Guard>(async () => ({ default: (await load())[name] }), { queries: true });
}

const RequireAuth = guard(() => import('./guards/require-auth'), 'RequireAuth');
const RequireAdmin = guard(() => import('./guards/require-admin'), 'RequireAdmin');
const RequireAgent = guard(() => import('./guards/require-agent'), 'RequireAgent');
// Redirects admins and agents away from /dashboard; a client sees the client dashboard it wraps.
const DashboardRoute = guard(() => import('./routes/dashboard-route'), 'DashboardRoute');

// The one page without data: a signed-out visit of it never loads TanStack Query.
const HomePage = page(() => import('@/features/home/pages/home-page'), 'HomePage', { queries: false });
// Lazy too, so the shared messages it shows (domain/messages) are not part of every first load.
const NotFoundPage = page(() => import('./not-found-page'), 'NotFoundPage', { queries: false });
const ValuationPage = page(() => import('@/features/valuation/pages/valuation-page'), 'ValuationPage');
const AuthPage = page(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const TwoFactorPage = page(() => import('@/features/auth/pages/two-factor-page'), 'TwoFactorPage');
const AccountPage = page(() => import('@/features/account/pages/account-page'), 'AccountPage');
const TwoFactorSetupPage = page(() => import('@/features/account/pages/two-factor-setup-page'), 'TwoFactorSetupPage');
const NewRequestPage = page(() => import('@/features/requests/pages/new-request-page'), 'NewRequestPage');
const MyRequestsPage = page(() => import('@/features/requests/pages/my-requests-page'), 'MyRequestsPage');
const RequestDetailPage = page(() => import('@/features/requests/pages/request-detail-page'), 'RequestDetailPage');
const AdminRequestPage = page(() => import('@/features/requests/pages/request-detail-page'), 'AdminRequestPage');
const AgentRequestPage = page(() => import('@/features/requests/pages/request-detail-page'), 'AgentRequestPage');
const ClientDashboardPage = page(
  () => import('@/features/dashboard/pages/client-dashboard-page'),
  'ClientDashboardPage',
);
const AdminDashboardPage = page(
  () => import('@/features/admin-dashboard/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AgentAreaPage = page(() => import('@/features/areas/pages/agent-area-page'), 'AgentAreaPage');
const InspectionsListPage = page(
  () => import('@/features/inspections/pages/inspections-list-page'),
  'InspectionsListPage',
);
const InspectionPage = page(() => import('@/features/inspections/pages/inspection-page'), 'InspectionPage');
const AgentAreaLayout = page(() => import('@/features/areas/pages/agent-area-layout'), 'AgentAreaLayout');
const AgentDashboardPage = page(() => import('@/features/agent/pages/agent-dashboard-page'), 'AgentDashboardPage');
const AgentRequestsPage = page(() => import('@/features/agent/pages/agent-requests-page'), 'AgentRequestsPage');
const ScheduleVisitPage = page(() => import('@/features/visits/pages/schedule-visit-page'), 'ScheduleVisitPage');
const VisitsPage = page(() => import('@/features/visits/pages/visits-page'), 'VisitsPage');
const VisitDetailsPage = page(() => import('@/features/visits/pages/visit-details-page'), 'VisitDetailsPage');
const VisitReviewPage = page(() => import('@/features/visits/pages/visit-review-page'), 'VisitReviewPage');
const ReportDraftsPage = page(() => import('@/features/reports/pages/report-drafts-page'), 'ReportDraftsPage');
const ReportEditPage = page(() => import('@/features/reports/pages/report-edit-page'), 'ReportEditPage');
// The rich-text editor (TipTap) loads only with this page.
const ReportEnhancedPage = page(() => import('@/features/reports/pages/report-enhanced-page'), 'ReportEnhancedPage');
const AdminReportsPage = page(() => import('@/features/reports/pages/admin-reports-page'), 'AdminReportsPage');
const AdminReportReviewPage = page(
  () => import('@/features/reports/pages/admin-report-review-page'),
  'AdminReportReviewPage',
);
const TemplatesPage = page(() => import('@/features/report-templates/pages/templates-page'), 'TemplatesPage');
const TemplateEditPage = page(() => import('@/features/report-templates/pages/template-edit-page'), 'TemplateEditPage');
const PropertiesPage = page(() => import('@/features/properties/pages/properties-page'), 'PropertiesPage');
const PropertyPage = page(() => import('@/features/properties/pages/property-page'), 'PropertyPage');
const AuditLogPage = page(() => import('@/features/audit/pages/audit-log-page'), 'AuditLogPage');
const SystemPage = page(() => import('@/features/system/pages/system-page'), 'SystemPage');
const PeoplePage = page(() => import('@/features/people/pages/people-page'), 'PeoplePage');
const FirmSettingsPage = page(() => import('@/features/firm/pages/firm-settings-page'), 'FirmSettingsPage');
const BooksPage = page(() => import('@/features/books/pages/books-page'), 'BooksPage');
const PersonPage = page(() => import('@/features/people/pages/person-page'), 'PersonPage');
const AdminRequestsPage = page(
  () => import('@/features/admin-requests/pages/admin-requests-page'),
  'AdminRequestsPage',
);
const VerifyPage = page(() => import('@/features/verify/pages/verify-page'), 'VerifyPage');
// The scanner's image code and pdf-lib load only with this page.
const ScanPage = page(() => import('@/features/scan/pages/scan-page'), 'ScanPage');
const KrookiExtractorPage = page(
  () => import('@/features/extractor/pages/krooki-extractor-page'),
  'KrookiExtractorPage',
);
const ExtractionPage = page(() => import('@/features/extractor/pages/extraction-page'), 'ExtractionPage');

const at = (path: string, Page: ComponentType): RouteObject => ({ path, element: <Page /> });

/**
 * Every route of the app. Rendered with <BrowserRouter> + useRoutes (React Router's declarative
 * mode), not createBrowserRouter: we use no loaders, actions or fetchers, and the data router
 * costs ~17 KB gzip more in the first load (docs/frontend-performance.md). Errors in a page are
 * caught by the layout's PageErrorBoundary (the same "page" fallback the route errorElement
 * showed); scroll restoration is ./layout/scroll-restoration.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      at(paths.home, HomePage),
      at(paths.valuation, ValuationPage),
      at(paths.auth, AuthPage),
      at(paths.login, AuthPage),
      at(paths.register, AuthPage),
      at(paths.forgotPassword, ForgotPasswordPage),
      at(paths.resetPassword, ResetPasswordPage),
      // The second sign-in step: public, it works from the short-lived two-factor cookie.
      at(paths.signInTwoFactor, TwoFactorPage),
      // Public: banks check a report's code without an account.
      at(routePatterns.verify, VerifyPage),
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          at(paths.request, NewRequestPage),
          at(paths.myRequests, MyRequestsPage),
          at(routePatterns.myRequest, RequestDetailPage),
          {
            path: paths.dashboard,
            element: (
              <DashboardRoute>
                <ClientDashboardPage />
              </DashboardRoute>
            ),
          },
          at(paths.clientDashboard, ClientDashboardPage),
          at(paths.krookiExtractor, KrookiExtractorPage),
          at(routePatterns.krookiExtraction, ExtractionPage),
          at(paths.scan, ScanPage),
          at(paths.account, AccountPage),
          at(paths.accountTwoFactor, TwoFactorSetupPage),
        ],
      },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          at(paths.admin.root, AdminDashboardPage),
          at(paths.admin.dashboard, AdminDashboardPage),
          at(paths.admin.reports, AdminReportsPage),
          at(routePatterns.adminReport, AdminReportReviewPage),
          at(paths.admin.properties, PropertiesPage),
          at(routePatterns.adminProperty, PropertyPage),
          at(paths.admin.audit, AuditLogPage),
          at(paths.admin.users, PeoplePage),
          at(routePatterns.adminUser, PersonPage),
          at(paths.admin.requests, AdminRequestsPage),
          at(routePatterns.adminRequest, AdminRequestPage),
          at(paths.admin.books, BooksPage),
          at(paths.admin.firm, FirmSettingsPage),
          at(paths.admin.system, SystemPage),
        ],
      },
      {
        element: (
          <RequireAgent>
            <Outlet />
          </RequireAgent>
        ),
        children: [
          {
            // The agent area's sub-navigation stays on screen across its pages.
            element: <AgentAreaLayout />,
            children: [
              at(paths.agentDashboard.root, AgentDashboardPage),
              at(paths.agentDashboard.requests, AgentRequestsPage),
              at(routePatterns.agentRequest, AgentRequestPage),
              at(paths.agentDashboard.reportDrafts, ReportDraftsPage),
              at(paths.agentDashboard.templates, TemplatesPage),
              at(paths.agentDashboard.newTemplate, TemplateEditPage),
              at(routePatterns.agentTemplate, TemplateEditPage),
              at(routePatterns.agentDashboardAll, AgentAreaPage),
              // Agent only, not admins: the page itself turns admins away.
              at(paths.agent.schedule, ScheduleVisitPage),
              at(paths.agent.visits, VisitsPage),
              at(routePatterns.agentVisit, VisitDetailsPage),
              at(routePatterns.agentVisitReview, VisitReviewPage),
              at(routePatterns.agentReport, ReportEditPage),
              at(routePatterns.agentReportEnhanced, ReportEnhancedPage),
              // Admins too: they see every valuer's inspections and can reopen a submitted one.
              at(paths.inspections, InspectionsListPage),
              at(`${paths.inspections}/:inspectionId`, InspectionPage),
            ],
          },
        ],
      },
      at('*', NotFoundPage),
    ],
  },
];

/** The app's routes; render inside <BrowserRouter>. */
export function AppRoutes() {
  const navigate = useNavigate();
  // Lets code outside the routes (the auth provider) navigate client-side (lib/navigation).
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return useRoutes(routes);
}

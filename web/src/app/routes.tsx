import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageSpinner } from '../components/ui/page-spinner';
import { ErrorScreen } from './error-screen';
import { RejectFraud } from './guards/reject-fraud';
import { RequireLogin } from './guards/require-login';
import { RequireAnyRole } from './guards/require-any-role';
import { RequireRole } from './guards/require-role';
import { AppShell } from './layout/app-shell';
import { RootLayout } from './layout/root-layout';
import { lazyAppPage, lazyPage } from './lazy-page';

const d = paths.dashboard;

const publicRoutes: RouteObject[] = [
  // Every page is its own chunk. The prerendered ones (docs/decisions.md, "Public pages") name theirs in
  // their HTML, which loads it beside the entry, and the app waits for it before hydrating.
  { index: true, lazy: lazyPage(async () => (await import('../features/home/home-page')).HomePage) },
  { path: paths.about.path, lazy: lazyPage(async () => (await import('../features/about/about-page')).AboutPage) },
  { path: paths.pricing.path, lazy: lazyPage(async () => (await import('../features/pricing/pricing-page')).PricingPage) },
  { path: paths.contact.path, lazy: lazyPage(async () => (await import('../features/contact/contact-page')).ContactPage) },
  { path: paths.login.path, lazy: lazyPage(async () => (await import('../features/auth/login-page')).LoginPage) },
  { path: paths.register.path, lazy: lazyPage(async () => (await import('../features/auth/register-page')).RegisterPage) },
  { path: paths.forgotPassword.path, lazy: lazyPage(async () => (await import('../features/auth/forgot-password-page')).ForgotPasswordPage) },
  { path: paths.authAction.path, lazy: lazyAppPage(async () => (await import('../features/auth/auth-action-page')).AuthActionPage) },
  { path: paths.joinAgency.path, lazy: lazyAppPage(async () => (await import('../features/join-agency/join-agency-page')).JoinAgencyPage) },
  { path: paths.properties.path, lazy: lazyPage(async () => (await import('../features/properties/properties-page')).PropertiesPage) },
  { path: paths.agencyPage.path, lazy: lazyPage(async () => (await import('../features/agency-profile/agency-profile-page')).AgencyProfilePage) },
  { path: paths.compare.path, lazy: lazyAppPage(async () => (await import('../features/compare/compare-page')).ComparePage) },
  {
    element: <RequireLogin />,
    children: [
      {
        // Named: the browser's start gives the router this route's rendered answer by its id (app/start.tsx).
        id: 'details',
        path: paths.details.path,
        lazy: async () => {
          const [page, loader, error] = await Promise.all([
            lazyAppPage(async () => (await import('../features/property-details/details-page')).DetailsPage)(),
            import('../features/property-details/api/load-listing'),
            import('../features/property-details/details-error'),
          ]);
          return { ...page, loader: loader.loadListing, ErrorBoundary: error.DetailsError };
        },
      },
    ],
  },
  { path: '*', lazy: lazyPage(async () => (await import('../features/not-found/not-found-page')).NotFoundPage) },
];

const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: lazyAppPage(async () => (await import('../features/dashboard/dashboard-home')).DashboardHome) },
  { path: d.profile.path, lazy: lazyAppPage(async () => (await import('../features/profile/profile-page')).ProfilePage) },
  { path: d.savedSearches.path, lazy: lazyAppPage(async () => (await import('../features/saved-searches/saved-searches-page')).SavedSearchesPage) },
  { path: d.notifications.path, lazy: lazyAppPage(async () => (await import('../features/notifications/notifications-page')).NotificationsPage) },
  {
    element: <RequireAnyRole roles={['user', 'agent']} />,
    children: [
      { path: d.messages.path, lazy: lazyAppPage(async () => (await import('../features/messages/messages-page')).MessagesPage) },
      { path: d.conversation.path, lazy: lazyAppPage(async () => (await import('../features/messages/conversation-page')).ConversationPage) },
      { path: d.viewings.path, lazy: lazyAppPage(async () => (await import('../features/viewings/viewings-page')).ViewingsPage) },
      // A buyer applies; once approved (an agent) they still see the decision.
      { path: d.application.path, lazy: lazyAppPage(async () => (await import('../features/application/application-page')).ApplicationPage) },
    ],
  },
  {
    element: <RequireRole role="user" />,
    children: [
      { path: d.wishlist.path, lazy: lazyAppPage(async () => (await import('../features/wishlist/wishlist-page')).WishlistPage) },
      { path: d.offerPage.path, lazy: lazyAppPage(async () => (await import('../features/offer/offer-page')).OfferPage) },
      { path: d.propertyBought.path, lazy: lazyAppPage(async () => (await import('../features/property-bought/property-bought-page')).PropertyBoughtPage) },
      { path: d.paymentPage.path, lazy: lazyAppPage(async () => (await import('../features/payment/payment-page')).PaymentPage) },
      { path: d.myReviews.path, lazy: lazyAppPage(async () => (await import('../features/my-reviews/my-reviews-page')).MyReviewsPage) },
    ],
  },
  {
    element: <RequireRole role="agent" />,
    children: [
      { path: d.addProperty.path, lazy: lazyAppPage(async () => (await import('../features/listing-editor/add-property-page')).AddPropertyPage) },
      { path: d.myAddProperty.path, lazy: lazyAppPage(async () => (await import('../features/my-listings/my-listings-page')).MyListingsPage) },
      { path: d.updateProperty.path, lazy: lazyAppPage(async () => (await import('../features/listing-editor/update-property-page')).UpdatePropertyPage) },
      { path: d.soldProperties.path, lazy: lazyAppPage(async () => (await import('../features/sold-properties/sold-properties-page')).SoldPropertiesPage) },
      { path: d.requested.path, lazy: lazyAppPage(async () => (await import('../features/requested/requested-page')).RequestedPage) },
      { path: d.agency.path, lazy: lazyAppPage(async () => (await import('../features/agency/agency-page')).AgencyPage) },
      { path: d.agencyAgent.path, lazy: lazyAppPage(async () => (await import('../features/agency/agency-agent-page')).AgencyAgentPage) },
      { path: d.billing.path, lazy: lazyAppPage(async () => (await import('../features/billing/billing-page')).BillingPage) },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    children: [
      { path: d.manageUsers.path, lazy: lazyAppPage(async () => (await import('../features/manage-users/manage-users-page')).ManageUsersPage) },
      { path: d.manageProperties.path, lazy: lazyAppPage(async () => (await import('../features/manage-properties/manage-properties-page')).ManagePropertiesPage) },
      { path: d.manageReviews.path, lazy: lazyAppPage(async () => (await import('../features/manage-reviews/manage-reviews-page')).ManageReviewsPage) },
      { path: d.approvals.path, lazy: lazyAppPage(async () => (await import('../features/approvals/approvals-page')).ApprovalsPage) },
      { path: d.plans.path, lazy: lazyAppPage(async () => (await import('../features/plans/plans-page')).PlansPage) },
    ],
  },
];

/**
 * The route table of docs/product.md §4 Routes and guards, lazy pages for code splitting. One table for the browser's data
 * router (app/start.tsx) and the build's prerender (web/prerender), so both render the same tree.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <RootLayout />, children: publicRoutes },
      {
        path: d.root.path,
        element: <RequireLogin />,
        children: [
          {
            element: <RejectFraud />,
            children: [
              {
                lazy: lazyAppPage(async () => (await import('../features/dashboard/dashboard-layout')).DashboardLayout),
                children: dashboardRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

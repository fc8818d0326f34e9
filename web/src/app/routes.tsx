import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageSpinner } from '../components/ui/page-spinner';
import { HomePage } from '../features/home/home-page';
import { ErrorScreen } from './error-screen';
import { RejectFraud } from './guards/reject-fraud';
import { RequireLogin } from './guards/require-login';
import { RequireAnyRole } from './guards/require-any-role';
import { RequireRole } from './guards/require-role';
import { AppShell } from './layout/app-shell';
import { RootLayout } from './layout/root-layout';

const d = paths.dashboard;

const publicRoutes: RouteObject[] = [
  // Home is the landing page: in the entry, so its hero paints without waiting for another chunk.
  { index: true, Component: HomePage },
  { path: paths.about.path, lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }) },
  { path: paths.contact.path, lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
  { path: paths.login.path, lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
  { path: paths.register.path, lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }) },
  { path: paths.properties.path, lazy: async () => ({ Component: (await import('../features/properties/properties-page')).PropertiesPage }) },
  { path: paths.compare.path, lazy: async () => ({ Component: (await import('../features/compare/compare-page')).ComparePage }) },
  {
    element: <RequireLogin />,
    children: [
      {
        path: paths.details.path,
        lazy: async () => {
          const [page, loader, error] = await Promise.all([
            import('../features/property-details/details-page'),
            import('../features/property-details/api/load-listing'),
            import('../features/property-details/details-error'),
          ]);
          return { Component: page.DetailsPage, loader: loader.loadListing, ErrorBoundary: error.DetailsError };
        },
      },
    ],
  },
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
];

const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-home')).DashboardHome }) },
  { path: d.profile.path, lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
  { path: d.savedSearches.path, lazy: async () => ({ Component: (await import('../features/saved-searches/saved-searches-page')).SavedSearchesPage }) },
  { path: d.notifications.path, lazy: async () => ({ Component: (await import('../features/notifications/notifications-page')).NotificationsPage }) },
  {
    element: <RequireAnyRole roles={['user', 'agent']} />,
    children: [
      { path: d.messages.path, lazy: async () => ({ Component: (await import('../features/messages/messages-page')).MessagesPage }) },
      { path: d.conversation.path, lazy: async () => ({ Component: (await import('../features/messages/conversation-page')).ConversationPage }) },
    ],
  },
  {
    element: <RequireRole role="user" />,
    children: [
      { path: d.wishlist.path, lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }) },
      { path: d.offerPage.path, lazy: async () => ({ Component: (await import('../features/offer/offer-page')).OfferPage }) },
      { path: d.propertyBought.path, lazy: async () => ({ Component: (await import('../features/property-bought/property-bought-page')).PropertyBoughtPage }) },
      { path: d.paymentPage.path, lazy: async () => ({ Component: (await import('../features/payment/payment-page')).PaymentPage }) },
      { path: d.myReviews.path, lazy: async () => ({ Component: (await import('../features/my-reviews/my-reviews-page')).MyReviewsPage }) },
    ],
  },
  {
    element: <RequireRole role="agent" />,
    children: [
      { path: d.addProperty.path, lazy: async () => ({ Component: (await import('../features/listing-editor/add-property-page')).AddPropertyPage }) },
      { path: d.myAddProperty.path, lazy: async () => ({ Component: (await import('../features/my-listings/my-listings-page')).MyListingsPage }) },
      { path: d.updateProperty.path, lazy: async () => ({ Component: (await import('../features/listing-editor/update-property-page')).UpdatePropertyPage }) },
      { path: d.soldProperties.path, lazy: async () => ({ Component: (await import('../features/sold-properties/sold-properties-page')).SoldPropertiesPage }) },
      { path: d.requested.path, lazy: async () => ({ Component: (await import('../features/requested/requested-page')).RequestedPage }) },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    children: [
      { path: d.manageUsers.path, lazy: async () => ({ Component: (await import('../features/manage-users/manage-users-page')).ManageUsersPage }) },
      { path: d.manageProperties.path, lazy: async () => ({ Component: (await import('../features/manage-properties/manage-properties-page')).ManagePropertiesPage }) },
      { path: d.manageReviews.path, lazy: async () => ({ Component: (await import('../features/manage-reviews/manage-reviews-page')).ManageReviewsPage }) },
    ],
  },
];

/** The route table of spec section 2 (data router, lazy pages for code splitting). */
export const router = createBrowserRouter([
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
                lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-layout')).DashboardLayout }),
                children: dashboardRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
]);

import type { RouteObject } from "./router";
import { Layout } from "../features/layout/Layout";
import { ProtectedRoute } from "../features/session/ProtectedRoute";
import { lazyScreen } from "./lazy-screen";
import { RouteError } from "./RouteError";
import { LoadingOverlay } from "../shared/ui/LoadingOverlay";

// The browse page is the first screen: its strings come with the first catalog.
const browse = lazyScreen(() => import("../screens/browse/BrowsePage"), { firstScreen: true });

/** Every route of SPEC §2; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        element: <Layout />,
        children: [
          { path: "/", lazy: browse },
          { path: "/browse-stories", lazy: browse },
          {
            element: <ProtectedRoute />,
            children: [{ path: "/profile", lazy: lazyScreen(() => import("../screens/profile/ProfilePage")) }],
          },
        ],
      },
      { path: "/privacy-policy", lazy: lazyScreen(() => import("../screens/legal/PrivacyPolicyPage")) },
      { path: "/terms-of-use", lazy: lazyScreen(() => import("../screens/legal/TermsOfUsePage")) },
      { path: "/contact", lazy: lazyScreen(() => import("../screens/legal/ContactPage")) },
      { path: "/register", lazy: lazyScreen(() => import("../screens/account/RegisterPage")) },
      { path: "/login", lazy: lazyScreen(() => import("../screens/account/LoginPage")) },
      { path: "/confirm-email", lazy: lazyScreen(() => import("../screens/account/ConfirmEmailPage")) },
      { path: "/cancel-email-change", lazy: lazyScreen(() => import("../screens/account/CancelEmailChangePage")) },
      { path: "/resend-confirmation", lazy: lazyScreen(() => import("../screens/account/ResendConfirmationPage")) },
      { path: "/forgot-password", lazy: lazyScreen(() => import("../screens/account/ForgotPasswordPage")) },
      { path: "/reset-password", lazy: lazyScreen(() => import("../screens/account/ResetPasswordPage")) },
      { path: "/story/:slug", lazy: lazyScreen(() => import("../screens/story/StoryPlayerPage")) },
      {
        element: <ProtectedRoute />,
        children: [{ path: "/admin", lazy: lazyScreen(() => import("../screens/admin/AdminPage")) }],
      },
      { path: "*", lazy: lazyScreen(() => import("../screens/NotFoundPage")) },
    ],
  },
];

import { parse as parsePattern } from "regexparam";
import { matchRoute, Route, Router, Switch, useLocation, type AroundNavHandler } from "wouter";
import { Layout } from "../features/layout/Layout";
import { ProtectedRoute } from "../features/session/ProtectedRoute";
import { lazyScreen, type LazyScreen } from "./lazy-screen";
import { RouteErrorBoundary } from "./RouteError";

// The browse page is the first screen: its strings come with the first catalog.
const browse = lazyScreen(() => import("../screens/browse/BrowsePage"), { firstScreen: true });
const profile = lazyScreen(() => import("../screens/profile/ProfilePage"));
const privacyPolicy = lazyScreen(() => import("../screens/legal/PrivacyPolicyPage"));
const termsOfUse = lazyScreen(() => import("../screens/legal/TermsOfUsePage"));
const contact = lazyScreen(() => import("../screens/legal/ContactPage"));
const register = lazyScreen(() => import("../screens/account/RegisterPage"));
const login = lazyScreen(() => import("../screens/account/LoginPage"));
const confirmEmail = lazyScreen(() => import("../screens/account/ConfirmEmailPage"));
const cancelEmailChange = lazyScreen(() => import("../screens/account/CancelEmailChangePage"));
const resendConfirmation = lazyScreen(() => import("../screens/account/ResendConfirmationPage"));
const forgotPassword = lazyScreen(() => import("../screens/account/ForgotPasswordPage"));
const resetPassword = lazyScreen(() => import("../screens/account/ResetPasswordPage"));
const storyPlayer = lazyScreen(() => import("../screens/story/StoryPlayerPage"));
const admin = lazyScreen(() => import("../screens/admin/AdminPage"));
const sandboxPortal = lazyScreen(() => import("../screens/billing/SandboxPortalPage"));
const notFound = lazyScreen(() => import("../screens/NotFoundPage"));

/** Every route of docs/product.md §2; each screen is its own chunk. Without a path: every other address. */
const ROUTES: { path?: string; screen: LazyScreen; layout?: boolean; signIn?: boolean }[] = [
  { path: "/", screen: browse, layout: true },
  { path: "/browse-stories", screen: browse, layout: true },
  { path: "/profile", screen: profile, layout: true, signIn: true },
  { path: "/privacy-policy", screen: privacyPolicy },
  { path: "/terms-of-use", screen: termsOfUse },
  { path: "/contact", screen: contact },
  { path: "/register", screen: register },
  { path: "/login", screen: login },
  { path: "/confirm-email", screen: confirmEmail },
  { path: "/cancel-email-change", screen: cancelEmailChange },
  { path: "/resend-confirmation", screen: resendConfirmation },
  { path: "/forgot-password", screen: forgotPassword },
  { path: "/reset-password", screen: resetPassword },
  { path: "/story/:slug", screen: storyPlayer },
  { path: "/admin", screen: admin, signIn: true },
  // The sandbox's stand-in for Stripe's customer portal (development without Stripe keys).
  { path: "/sandbox/billing-portal/:session", screen: sandboxPortal, signIn: true },
  { screen: notFound },
];

/** The screen at `pathname`, so its code can load ahead of its render. */
export function screenAt(pathname: string): LazyScreen {
  return ROUTES.find(({ path }) => matchRoute(parsePattern, path ?? "*", pathname)[0])!.screen;
}

/** A screen with its loading overlay and its error page; the error gives way when the address changes. */
export function Screen({ screen: Lazy }: { screen: LazyScreen }) {
  const [pathname] = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Lazy />
    </RouteErrorBoundary>
  );
}

/**
 * Navigations that move once the next screen's code has arrived (or failed, which its error page
 * shows): the previous screen stays until then, rather than a loading overlay flashing between
 * them. Only the latest of quick successive navigations is made.
 */
export function loadBeforeNavigating(screenOf: (pathname: string) => LazyScreen): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const navigation = ++latest;
    const go = () => {
      if (navigation === latest) navigate(to, options);
    };
    screenOf(new URL(to, window.location.href).pathname).load().then(go, go);
  };
}

const navigateWhenLoaded = loadBeforeNavigating(screenAt);

/** The app's routes, at the browser's address. */
export function AppRoutes() {
  return (
    <Router aroundNav={navigateWhenLoaded}>
      <Switch>
        {ROUTES.map(({ path, screen, layout, signIn }) => {
          const shown = signIn ? (
            <ProtectedRoute>
              <Screen screen={screen} />
            </ProtectedRoute>
          ) : (
            <Screen screen={screen} />
          );
          // The layout's routes share a key: the layout stays mounted while the reader moves among them.
          return (
            <Route key={layout ? "layout" : (path ?? "*")} path={path}>
              {layout ? <Layout>{shown}</Layout> : shown}
            </Route>
          );
        })}
      </Switch>
    </Router>
  );
}

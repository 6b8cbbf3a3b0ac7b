/**
 * The app's routing, in one module: the part of react-router's API the screens use (Link,
 * useNavigate, useParams, useLocation, useSearchParams, Navigate, Outlet, route objects with lazy
 * screens and an error element), built on wouter (~2 KB) instead of react-router's data router
 * (~30 KB), whose loaders and actions the app never used. Screens import from here only, so the
 * library underneath can change again without touching them.
 *
 * wouter supplies the links and the path patterns; this module adds what it
 * leaves out: a location that carries the hash, history state and a key per navigation, nested
 * layouts with <Outlet />, lazy screens, and the route error page.
 */
import {
  Component,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from "react";
import { parse as parsePattern } from "regexparam";
import { Link as WouterLink, matchRoute, Router as WouterRouter } from "wouter";

/** A route as the app declares them (src/app/routes.tsx): react-router's object shape, the parts used. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  /** Loads the screen's code (src/app/lazy-screen.ts). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
  /** Shown instead of the routes below when one of them throws. */
  errorElement?: ReactNode;
  /** Shown while a lazy screen below loads. */
  hydrateFallbackElement?: ReactNode;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Changes on every navigation, even to the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type HistoryAction = "POP" | "PUSH" | "REPLACE";

export type To = string | { pathname?: string; search?: string; hash?: string };

/** Where the location lives: the browser's history, or memory (tests). */
interface LocationSource {
  subscribe(onChange: () => void): () => void;
  get(): Location;
  /** How the current location was reached (react-router's historyAction). */
  action(): HistoryAction;
  navigate(to: string, options?: NavigateOptions): void;
}

function splitHref(href: string, state: unknown, key: string): Location {
  const url = new URL(href, "http://local");
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

// wouter patches pushState/replaceState to announce themselves with events of those names.
const HISTORY_EVENTS = ["popstate", "pushState", "replaceState", "hashchange"] as const;

function browserSource(): LocationSource {
  let version = 0;
  let current: { href: string; state: unknown; location: Location } | undefined;
  let action: HistoryAction = "POP";
  // Read again whenever the address or its state differs from the copy: a navigation made before
  // the router subscribed (a <Navigate> in the first render: child effects run before the
  // provider's subscription) has no event here, and useSyncExternalStore's check after
  // subscribing must see it, or the screen stays on the old address.
  const read = (): Location => {
    const href = window.location.href;
    const state: unknown = window.history.state;
    if (current && current.href === href && current.state === state) return current.location;
    if (current) version++;
    current = { href, state, location: splitHref(href, state, String(version)) };
    return current.location;
  };
  return {
    subscribe(onChange) {
      const changed = (event: Event) => {
        // Each history entry is a new location (its own key), even at the same address.
        version++;
        current = undefined;
        action = event.type === "pushState" ? "PUSH" : event.type === "replaceState" ? "REPLACE" : "POP";
        onChange();
      };
      for (const type of HISTORY_EVENTS) window.addEventListener(type, changed);
      return () => {
        for (const type of HISTORY_EVENTS) window.removeEventListener(type, changed);
      };
    },
    get: read,
    action: () => action,
    navigate(to, options = {}) {
      window.history[options.replace ? "replaceState" : "pushState"](options.state ?? null, "", to);
    },
  };
}

function memorySource(initial: string): LocationSource {
  let version = 0;
  let current = splitHref(initial, null, "0");
  let action: HistoryAction = "POP";
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    get: () => current,
    action: () => action,
    navigate(to, options = {}) {
      action = options.replace ? "REPLACE" : "PUSH";
      const base = new URL(current.pathname + current.search, "http://local");
      current = splitHref(new URL(to, base).href, options.state ?? null, String(++version));
      for (const listener of listeners) listener();
    },
  };
}

export interface AppRouter {
  routes: RouteObject[];
  source: LocationSource;
  /** What react-router's router.state gave the tests: the current location (navigations settle at once). */
  readonly state: { location: Location; historyAction: HistoryAction; navigation: { location: Location | undefined } };
}

function createRouter(routes: RouteObject[], source: LocationSource): AppRouter {
  return {
    routes,
    source,
    get state() {
      return { location: source.get(), historyAction: source.action(), navigation: { location: undefined } };
    },
  };
}

export function createBrowserRouter(routes: RouteObject[]): AppRouter {
  return createRouter(routes, browserSource());
}

export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: string[] } = {}): AppRouter {
  return createRouter(routes, memorySource(options.initialEntries?.at(-1) ?? "/"));
}

const SourceContext = createContext<LocationSource | null>(null);
const LocationContext = createContext<Location | null>(null);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);
const ParamsContext = createContext<Record<string, string>>({});

function useSource(): LocationSource {
  const source = useContext(SourceContext);
  if (!source) throw new Error("Routing hooks must be used inside <RouterProvider> or <MemoryRouter>");
  return source;
}

/** Hands the location to wouter's links and to this module's hooks. */
function LocationProvider({ source, children }: { source: LocationSource; children: ReactNode }) {
  const location = useSyncExternalStore(source.subscribe, source.get);
  const hooks = useMemo(() => {
    const useWouterLocation = () =>
      [useContext(LocationContext)?.pathname ?? "/", source.navigate] as [string, typeof source.navigate];
    const useWouterSearch = () => useContext(LocationContext)?.search ?? "";
    return { hook: useWouterLocation, searchHook: useWouterSearch };
  }, [source]);
  return (
    <SourceContext value={source}>
      <LocationContext value={location}>
        <WouterRouter hook={hooks.hook} searchHook={hooks.searchHook}>
          {children}
        </WouterRouter>
      </LocationContext>
    </SourceContext>
  );
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

/** The branch of routes that `pathname` reaches (outermost first), as react-router's matchRoutes; null if none. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const route of routes) {
    if (route.path !== undefined) {
      const [matches, params] = matchRoute(parsePattern, route.path, pathname);
      if (!matches) continue;
      const named = Object.fromEntries(
        Object.entries(params ?? {})
          .filter(([name, value]) => !/^\d+$/.test(name) && typeof value === "string")
          .map(([name, value]) => [name, decodeParam(value as string)]),
      );
      return [{ route, params: named }];
    }
    const below = route.children ? matchRoutes(route.children, pathname) : null;
    if (below) return [{ route, params: below.at(-1)?.params ?? {} }, ...below];
  }
  return null;
}

/** Screens whose code has arrived, by loader: shown at once on later visits. */
const loadedScreens = new Map<RouteObject["lazy"], ComponentType>();
const loadingScreens = new Map<RouteObject["lazy"], Promise<unknown>>();

function loadScreen(load: NonNullable<RouteObject["lazy"]>): Promise<unknown> {
  let loading = loadingScreens.get(load);
  if (!loading) {
    loading = load().then(
      ({ Component: Screen }) => void loadedScreens.set(load, Screen),
      (error: unknown) => {
        // The next visit tries again.
        loadingScreens.delete(load);
        throw error;
      },
    );
    loadingScreens.set(load, loading);
  }
  return loading;
}

/**
 * Loads the code of the screen at `pathname`, so that the app's first render draws it (main.tsx
 * waits for it with the catalog). A failure is left to the router, which tries again and shows it.
 */
export function loadScreenAt(routes: RouteObject[], pathname: string): Promise<void> {
  const load = matchRoutes(routes, pathname)?.at(-1)?.route.lazy;
  return load ? loadScreen(load).then(
    () => undefined,
    () => undefined,
  ) : Promise.resolve();
}

/** Where a screen whose code failed to load would be: hands the failure to the route's error element. */
function FailedScreen({ error }: { error: unknown }): never {
  throw error;
}

interface BoundaryProps {
  fallback: ReactNode;
  /** The address: moving elsewhere after an error shows the new screen. */
  pathname: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { failure?: { error: unknown; pathname: string } }> {
  override state: { failure?: { error: unknown; pathname: string } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error, pathname: "" } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failure?: { error: unknown; pathname: string } }) {
    if (!state.failure) return null;
    if (state.failure.pathname === "") return { failure: { ...state.failure, pathname: props.pathname } };
    return state.failure.pathname === props.pathname ? null : { failure: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A screen failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return <RouteErrorContext value={this.state.failure.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

function renderBranch(branch: RouteMatch[], pathname: string, failure: { error: unknown } | undefined): ReactNode {
  const leaf = branch.at(-1)!;
  const Screen = leaf.route.lazy ? loadedScreens.get(leaf.route.lazy) : undefined;
  let element: ReactNode = failure ? <FailedScreen error={failure.error} /> : Screen ? <Screen /> : (leaf.route.element ?? null);
  for (const { route } of branch.slice(0, -1).reverse()) {
    if (route.element) element = <OutletContext value={element}>{route.element}</OutletContext>;
    if (route.errorElement) {
      element = (
        <RouteErrorBoundary pathname={pathname} fallback={route.errorElement}>
          {element}
        </RouteErrorBoundary>
      );
    }
  }
  return <ParamsContext value={leaf.params}>{element}</ParamsContext>;
}

/**
 * The routes at the current address. As react-router does, a lazy screen is shown only once its
 * code has arrived: until then the previous screen stays (or, on the first load, the root's
 * fallback), so the layout is drawn once with its content instead of moving when it arrives.
 */
function Routes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const branch = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  const load = branch?.at(-1)?.route.lazy;
  const ready = !load || loadedScreens.has(load);
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown; pathname: string }>();
  useEffect(() => {
    if (!load || ready) return;
    let current = true;
    // Not a transition: a screen that suspended in one (a lazy section) would keep the previous one on
    // screen instead of showing its own fallback. The first screen's code is loaded before the first
    // render instead (main.tsx), which is what keeps that render sliced.
    loadScreen(load).then(
      () => current && setArrived((n) => n + 1),
      (error: unknown) => current && setFailure({ error, pathname }),
    );
    return () => {
      current = false;
    };
  }, [load, ready, pathname]);
  const failed = failure?.pathname === pathname ? failure : undefined;
  // The last branch that could be shown, kept (in state, updated during render as React allows for
  // values derived from earlier renders) for while the next screen's code is on its way.
  const [shown, setShown] = useState<{ branch: RouteMatch[]; pathname: string; failed?: { error: unknown } }>();
  const showable = branch && (ready || failed) ? { branch, pathname, failed } : undefined;
  if (showable && (showable.branch !== shown?.branch || showable.failed !== shown.failed)) setShown(showable);
  const current = showable ?? shown;
  if (!current) return routes.find((route) => route.hydrateFallbackElement)?.hydrateFallbackElement ?? null;
  return renderBranch(current.branch, current.pathname, current.failed);
}

export function RouterProvider({ router }: { router: AppRouter }) {
  return (
    <LocationProvider source={router.source}>
      <Routes routes={router.routes} />
    </LocationProvider>
  );
}

/** Links and hooks without routes, in memory (component tests). */
export function MemoryRouter({ children, initialEntries }: { children: ReactNode; initialEntries?: string[] }) {
  const source = useMemo(() => memorySource(initialEntries?.at(-1) ?? "/"), [initialEntries]);
  return <LocationProvider source={source}>{children}</LocationProvider>;
}

/** Where a layout route shows the route below it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation must be used inside <RouterProvider> or <MemoryRouter>");
  return location;
}

function hrefOf(to: To, from: Location): string {
  if (typeof to === "string") return to;
  const hash = to.hash ? `#${to.hash.replace(/^#/, "")}` : "";
  return `${to.pathname ?? from.pathname}${to.search ?? ""}${hash}`;
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const source = useSource();
  return useMemo(() => (to: To, options?: NavigateOptions) => source.navigate(hrefOf(to, source.get()), options), [source]);
}

/** The matched route's params, decoded (as react-router gives them). */
export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Navigates once, when first rendered, as react-router's <Navigate>. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const once = useRef({ to, replace, state });
  useEffect(() => navigate(once.current.to, { replace: once.current.replace, state: once.current.state }), [navigate]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string } & NavigateOptions;

export function Link({ to, ...props }: LinkProps) {
  return <WouterLink to={to} {...props} />;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** react-router's "404 / no route" error; every address has a route here (`*`), so nothing throws one. */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

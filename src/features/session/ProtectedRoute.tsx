import { Navigate, Outlet, useLocation } from "../../app/router";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { useSession } from "./session";

/** Sign-in required: an overlay while the session is checked, then /login for visitors. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "checking") return <LoadingOverlay />;
  if (session.status === "signedOut") {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}

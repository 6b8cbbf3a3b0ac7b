import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { useSession } from "./session";

/** Sign-in required: an overlay while the session is checked, then /login for visitors. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (session.status === "checking") return <LoadingOverlay />;
  if (session.status === "signedOut") {
    const from = `${pathname}${search ? `?${search}` : ""}${window.location.hash}`;
    return <Redirect to="/login" replace state={{ from }} />;
  }
  return children;
}
